CREATE TABLE "standards_levels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standards_levels_code_check" CHECK ("standards_levels"."code" in ('basic', 'association', 'certified'))
);--> statement-breakpoint
-- The names of the standards levels, which were catalog words until now (decision 039). Inserted
-- here rather than by the seed, which runs on a database's first start only: a database of any
-- age has the three rows as soon as it is migrated, and being run once, this never overwrites an
-- administrator's edit. The same texts are server/db/seed/data/standards-levels.ts.
INSERT INTO "standards_levels" ("code", "name", "name_es") VALUES
  ('basic', 'Basic listing', 'Perfil básico'),
  ('association', 'National control-operators association standard', 'Estándar de la asociación nacional de operadores de control'),
  ('certified', 'Humane-practice certification', 'Certificación en prácticas humanitarias')
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
-- A level's name is on pages anonymous visitors see (the listings' badges, /standards): announce
-- a change like the guide's (migration 0013), so every server drops the pages it kept.
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON standards_levels FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();
