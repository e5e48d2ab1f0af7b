CREATE TABLE "two_factor" (
	"user_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_coarse" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- last_seen_at changes every few minutes and alters nothing a session resolves to: the trigger of
-- 0009 now fires on the other columns only, so cached sessions are not dropped for it.
DROP TRIGGER sessions_auth_notify ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OF user_id, token_hash, expires_at, revoked_at OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION fanlane_auth_notify();
