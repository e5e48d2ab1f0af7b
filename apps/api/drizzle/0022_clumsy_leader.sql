CREATE TABLE "ledger_reconcile_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"ok" boolean NOT NULL,
	"problems" integer NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_reconcile_runs_checked_idx" ON "ledger_reconcile_runs" USING btree ("created_at");