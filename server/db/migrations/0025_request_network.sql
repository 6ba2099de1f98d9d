ALTER TABLE "providers" ADD COLUMN "outreach_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "outreach_stopped_via" text;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "reach_round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "reach_exhausted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_contacts" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "provider_contacts_provider_created_idx" ON "provider_contacts" USING btree ("provider_id","created_at");