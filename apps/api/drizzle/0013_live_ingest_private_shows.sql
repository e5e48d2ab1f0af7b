CREATE TABLE "private_stream_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"performer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_minor" bigint NOT NULL,
	"session_id" text NOT NULL,
	"hls_id" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"minutes_charged" integer DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone,
	"warned_minute" integer DEFAULT 0 NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_keys" (
	"performer_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performer_profiles" DROP CONSTRAINT "performer_prices_positive";--> statement-breakpoint
ALTER TABLE "performer_profiles" ADD COLUMN "private_chat_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "performer_profiles" ADD COLUMN "accept_private_requests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "streams" ADD COLUMN "hls_id" text;--> statement-breakpoint
ALTER TABLE "private_stream_requests" ADD CONSTRAINT "private_stream_requests_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_stream_requests" ADD CONSTRAINT "private_stream_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD CONSTRAINT "stream_keys_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_requests_performer_idx" ON "private_stream_requests" USING btree ("performer_id","status");--> statement-breakpoint
CREATE INDEX "private_requests_user_idx" ON "private_stream_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "private_requests_due_idx" ON "private_stream_requests" USING btree ("status","next_charge_at");--> statement-breakpoint
ALTER TABLE "performer_profiles" ADD CONSTRAINT "performer_prices_positive" CHECK ("performer_profiles"."monthly_price" >= 0 AND "performer_profiles"."yearly_price" >= 0 AND "performer_profiles"."public_chat_price" >= 0 AND "performer_profiles"."private_chat_price" >= 0);