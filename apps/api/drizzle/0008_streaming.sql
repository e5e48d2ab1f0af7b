CREATE TABLE "streams" (
	"id" text PRIMARY KEY NOT NULL,
	"performer_id" text NOT NULL,
	"type" text DEFAULT 'public' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_streaming" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT true NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"session_id" text NOT NULL,
	"streaming_time" integer DEFAULT 0 NOT NULL,
	"last_streaming_time" timestamp with time zone,
	"members" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"conversation_id" text,
	"notified_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "streams_performer_type" ON "streams" USING btree ("performer_id","type");--> statement-breakpoint
CREATE INDEX "streams_live_idx" ON "streams" USING btree ("is_streaming","updated_at");