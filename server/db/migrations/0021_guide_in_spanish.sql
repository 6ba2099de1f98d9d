-- The guide in Spanish (docs/decisions/034): each text's Spanish beside its English, and
-- a second search document with Spanish stemming over text without accents, so that "murcielago"
-- finds "Murciélago" and "crías" finds "cría". unaccent is a trusted extension (PostgreSQL 13+):
-- no superuser needed. unaccent(text) is only STABLE (it looks its dictionary up by name on the
-- search path); naming the dictionary with its schema makes the result fixed, so the wrapper can
-- be IMMUTABLE and used in a generated column, and the search unaccents its words the same way.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
ALTER TABLE "issue_categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "immediate_actions_es" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "long_term_solutions_es" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "prevention_tips_es" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "search_keywords_es" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wildlife_issues" ADD COLUMN "search_vector_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, wl_unaccent(coalesce(title_es, '') || ' ' || wl_join(search_keywords_es))), 'A') || setweight(to_tsvector('spanish'::regconfig, wl_unaccent(coalesce(description_es, ''))), 'B') || setweight(to_tsvector('spanish'::regconfig, wl_unaccent(wl_join(immediate_actions_es) || ' ' || wl_join(long_term_solutions_es) || ' ' || wl_join(prevention_tips_es))), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "state_agencies" ADD COLUMN "hours_es" text;--> statement-breakpoint
ALTER TABLE "state_agencies" ADD COLUMN "notes_es" text;--> statement-breakpoint
CREATE INDEX "wildlife_issues_search_es_idx" ON "wildlife_issues" USING gin ("search_vector_es");