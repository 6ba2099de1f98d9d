ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "animal_types" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "question_es" text;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "options_es" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD CONSTRAINT "help_requests_locale_check" CHECK ("help_request_submissions"."locale" in ('en', 'es'));