CREATE TABLE "coupon_uses" (
	"coupon_id" text NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" numeric(5, 4) NOT NULL,
	"expired_at" timestamp with time zone,
	"number_of_uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"performer_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"source_type" text NOT NULL,
	"type" text NOT NULL,
	"gross_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"commission_rate" numeric(5, 4) NOT NULL,
	"payment_gateway" text DEFAULT 'system' NOT NULL,
	"is_token" boolean DEFAULT true NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"ledger_transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_split" CHECK ("earnings"."gross_minor" = "earnings"."commission_minor" + "earnings"."net_minor")
);
--> statement-breakpoint
CREATE TABLE "gateway_accounts" (
	"user_id" text NOT NULL,
	"payment_gateway" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_accounts_user_id_payment_gateway_pk" PRIMARY KEY("user_id","payment_gateway")
);
--> statement-breakpoint
CREATE TABLE "gateway_customers" (
	"user_id" text NOT NULL,
	"payment_gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_customers_user_id_payment_gateway_pk" PRIMARY KEY("user_id","payment_gateway")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reversal_of" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"payment_gateway" text NOT NULL,
	"is_production" boolean DEFAULT false NOT NULL,
	"customer_id" text DEFAULT '' NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"last4_digits" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"year" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_gateway" text NOT NULL,
	"user_id" text NOT NULL,
	"performer_id" text,
	"target" text NOT NULL,
	"target_id" text,
	"type" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_price_minor" bigint NOT NULL,
	"total_price_minor" bigint NOT NULL,
	"tokens_minor" bigint DEFAULT 0 NOT NULL,
	"coupon_id" text,
	"coupon_info" jsonb,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_ref" text,
	"client_secret" text,
	"next_action" text,
	"failure_message" text,
	"subscription_id" text,
	"ledger_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"price_minor" bigint NOT NULL,
	"tokens_minor" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"performer_id" text NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"session_id" text,
	"type" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_price_minor" bigint NOT NULL,
	"total_price_minor" bigint NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ledger_transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"payment_gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_payment_gateway_event_id_pk" PRIMARY KEY("payment_gateway","event_id")
);
--> statement-breakpoint
ALTER TABLE "performer_profiles" ADD COLUMN "subscriber_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_gateway" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gateway_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "used_free_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "start_recurring_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_recurring_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_accounts" ADD CONSTRAINT "gateway_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_customers" ADD CONSTRAINT "gateway_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD CONSTRAINT "token_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_transaction_key" ON "earnings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "earnings_performer_idx" ON "earnings" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE INDEX "earnings_release_idx" ON "earnings" USING btree ("release_at") WHERE "earnings"."released_at" IS NULL AND "earnings"."refunded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_token_key" ON "payment_cards" USING btree ("payment_gateway","token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_fingerprint_key" ON "payment_cards" USING btree ("user_id","payment_gateway","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_ref_key" ON "payment_transactions" USING btree ("payment_gateway","gateway_ref");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_objects_kind_idx" ON "sandbox_objects" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "token_transactions_user_idx" ON "token_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "token_transactions_performer_idx" ON "token_transactions" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_gateway_key" ON "subscriptions" USING btree ("payment_gateway","gateway_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("next_recurring_date");