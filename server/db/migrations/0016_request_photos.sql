CREATE TABLE "request_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" text,
	"request_id" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_photos_owner_check" CHECK (num_nonnulls("request_photos"."draft_id", "request_photos"."request_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_draft_id_wizard_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."wizard_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_request_id_help_request_submissions_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."help_request_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_photos_draft_idx" ON "request_photos" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "request_photos_request_idx" ON "request_photos" USING btree ("request_id");--> statement-breakpoint
-- Added by hand, as for "files" (0011): JPEGs are compressed already.
ALTER TABLE "request_photos" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "request_photos" ALTER COLUMN "thumbnail" SET STORAGE EXTERNAL;
