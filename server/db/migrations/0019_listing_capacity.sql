-- "Full for now" (docs/decisions/032): a listing at capacity until a moment, for all animals
-- or some, with a public note. The columns are the listing's, so the providers table's
-- content-changed trigger (0013) drops kept matching answers when a provider sets or ends it.
ALTER TABLE "providers" ADD COLUMN "capacity_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "capacity_animals" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "capacity_note" text;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "matched_only_full" boolean DEFAULT false NOT NULL;