CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"ward" text DEFAULT '' NOT NULL,
	"street_address" text NOT NULL,
	"street_number" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"order_number" text NOT NULL,
	"performer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"total_price_minor" bigint NOT NULL,
	"delivery_address_id" text,
	"delivery_address" text DEFAULT '' NOT NULL,
	"delivery_status" text NOT NULL,
	"shipping_code" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"user_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"performer_id" text NOT NULL,
	"source" text DEFAULT 'performer' NOT NULL,
	"payment_account_type" text NOT NULL,
	"payment_account_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_note" text DEFAULT '' NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_tokens_minor" bigint NOT NULL,
	"token_conversion_rate" numeric(12, 4) NOT NULL,
	"payout_ref" text,
	"idempotency_key" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_positive" CHECK ("payout_requests"."request_tokens_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transaction_key" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "orders_performer_idx" ON "orders" USING btree ("performer_id","updated_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_open_key" ON "payout_requests" USING btree ("performer_id") WHERE "payout_requests"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_idempotency_key" ON "payout_requests" USING btree ("performer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_requests_performer_idx" ON "payout_requests" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","created_at");