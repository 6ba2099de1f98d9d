CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_media_type_check" CHECK ("files"."media_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "files_byte_size_check" CHECK ("files"."byte_size" > 0 and "files"."byte_size" = octet_length("files"."content"))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_listing_id_providers_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_listing_created_idx" ON "files" USING btree ("listing_id","created_at");--> statement-breakpoint
-- Added by hand (drizzle-kit does not model storage): PDFs, JPEGs and PNGs are compressed already,
-- so PostgreSQL keeps them out of line without trying to compress them again (on PGlite that try
-- cost a second of blocked event loop per 10 MB upload).
ALTER TABLE "files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
