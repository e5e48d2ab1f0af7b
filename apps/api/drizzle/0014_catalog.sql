CREATE TABLE "performer_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performer_category_links" (
	"performer_id" text NOT NULL,
	"category_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performer_category_links_performer_id_category_id_pk" PRIMARY KEY("performer_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "site_promos" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" text DEFAULT 'top' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"photo_key" text,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performer_category_links" ADD CONSTRAINT "performer_category_links_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_category_links" ADD CONSTRAINT "performer_category_links_category_id_performer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."performer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performer_categories_slug_key" ON "performer_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "performer_categories_ordering_idx" ON "performer_categories" USING btree ("ordering");--> statement-breakpoint
CREATE INDEX "performer_category_links_category_idx" ON "performer_category_links" USING btree ("category_id","performer_id");--> statement-breakpoint
CREATE INDEX "site_promos_position_idx" ON "site_promos" USING btree ("status","position");