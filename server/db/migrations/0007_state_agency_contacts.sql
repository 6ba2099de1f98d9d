ALTER TABLE "state_agencies" ADD COLUMN "hours" text;--> statement-breakpoint
ALTER TABLE "state_agencies" ADD COLUMN "notes" text;