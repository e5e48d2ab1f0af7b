CREATE TABLE "ccbill_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"subscription_id" text,
	"transaction_id" text,
	"fields" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ccbill_events_key" ON "ccbill_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "ccbill_events_subscription" ON "ccbill_events" USING btree ("subscription_id");