CREATE TABLE "first_aid_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"animal_types" text[] DEFAULT '{}' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issue_id" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"only_if_described" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_aid_rules" ADD CONSTRAINT "first_aid_rules_issue_id_wildlife_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."wildlife_issues"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "first_aid_rules_priority_idx" ON "first_aid_rules" USING btree ("priority");--> statement-breakpoint
-- The rules are seeded with the guide and the questions (server/db/seed/seed.ts), once on a new
-- database and once on one seeded before them (`seedFirstAidRulesOnce`). A change to them drops
-- kept pages as a change to the questions does (migration 0013).
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON first_aid_rules FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();
--> statement-breakpoint
-- Step 3's hints, shown before the animal is known, no longer advise a warm box for every animal
-- (docs/decisions/050): the seeded words change where an administrator has not reworded them.
UPDATE form_questions SET description = 'Do not try to catch it to answer this: what to do for this animal is shown once you choose it.'
  WHERE form_type = 'rehabilitation' AND description = 'If you can do so safely, a covered box with air holes kept in a dark, quiet, warm place is best. Do not give food or water.';--> statement-breakpoint
UPDATE form_questions SET description_es = 'No intente atraparlo para contestar esto: lo que conviene hacer con este animal aparece cuando lo elige.'
  WHERE form_type = 'rehabilitation' AND description_es = 'Si puede hacerlo sin peligro, lo mejor es una caja tapada con agujeros para el aire, en un lugar oscuro, tranquilo y templado. No le dé comida ni agua.';--> statement-breakpoint
UPDATE form_questions SET description = 'For example: "under the hedge in my back yard" or "on the sidewalk at the corner of Elm and 3rd".'
  WHERE form_type = 'rehabilitation' AND description = 'For example: "in a box in my garage" or "under the hedge at the corner of Elm and 3rd".';--> statement-breakpoint
UPDATE form_questions SET description_es = 'Por ejemplo: "debajo del seto en mi patio" o "en la banqueta en la esquina de Elm y la calle 3".'
  WHERE form_type = 'rehabilitation' AND description_es = 'Por ejemplo: "en una caja en mi garaje" o "debajo del seto en la esquina de Elm y la calle 3".';
