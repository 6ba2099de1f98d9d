-- docs/decisions/018: a request a provider answered outlives its requester's account (user_id set
-- null), as does their rating; contact_removed_at marks a request whose name, street, phone and
-- e-mail were taken off.
ALTER TABLE "help_request_submissions" DROP CONSTRAINT "help_request_submissions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_feedback" DROP CONSTRAINT "provider_feedback_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "help_request_submissions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_feedback" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "contact_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD CONSTRAINT "help_request_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_feedback" ADD CONSTRAINT "provider_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;