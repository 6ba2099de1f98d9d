-- Extensions for the guide's fuzzy search (pg_trgm) and great-circle provider matching
-- (cube + earthdistance). earthdistance is not a trusted extension: on a managed PostgreSQL a
-- superuser must create it once (README, "Production").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- array_to_string is only STABLE; the guide's generated tsvector column needs an IMMUTABLE join.
CREATE OR REPLACE FUNCTION wl_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
