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
CREATE INDEX "first_aid_rules_priority_idx" ON "first_aid_rules" USING btree ("priority");