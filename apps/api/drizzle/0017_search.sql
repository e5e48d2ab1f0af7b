CREATE TABLE "search_keywords" (
	"id" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"object_type" text DEFAULT 'all' NOT NULL,
	"day" date NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_keyword_type_day_key" ON "search_keywords" USING btree ("keyword","object_type","day");--> statement-breakpoint
CREATE INDEX "search_keywords_day_idx" ON "search_keywords" USING btree ("day");--> statement-breakpoint
-- Search (issue 22): stemmed, accent-insensitive full text through the fanlane_search configuration,
-- and trigram similarity for names and usernames. Queries spell these expressions exactly as the
-- indexes do (apps/api/src/db/search.ts), so the planner uses the indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fanlane_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION fanlane_search (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fanlane_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('fanlane_search', coalesce("name", '') || ' ' || coalesce("username", '')));--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (fanlane_unaccent(lower(coalesce("username", ''))) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (fanlane_unaccent(lower("name")) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performer_profiles_search_idx" ON "performer_profiles" USING gin (to_tsvector('fanlane_search', "bio"));--> statement-breakpoint
CREATE INDEX "feeds_search_idx" ON "feeds" USING gin (to_tsvector('fanlane_search', "title" || ' ' || "text"));--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('fanlane_search', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin (to_tsvector('fanlane_search', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "galleries_search_idx" ON "galleries" USING gin (to_tsvector('fanlane_search', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "reels_search_idx" ON "reels" USING gin (to_tsvector('fanlane_search', "title" || ' ' || "description"));
