CREATE TABLE "helper_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_offers_request_helper_key" UNIQUE("request_id","helper_id"),
	CONSTRAINT "helper_offers_kind_check" CHECK ("helper_offers"."kind" in ('transport', 'supplies', 'foster', 'other'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "documents_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "documents_reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "standards_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "standards_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "pickup_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD COLUMN "pickup_done_by" uuid;--> statement-breakpoint
ALTER TABLE "helper_offers" ADD CONSTRAINT "helper_offers_request_id_help_request_submissions_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."help_request_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_offers" ADD CONSTRAINT "helper_offers_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_documents_reviewed_by_users_id_fk" FOREIGN KEY ("documents_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_standards_verified_by_users_id_fk" FOREIGN KEY ("standards_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_request_submissions" ADD CONSTRAINT "help_request_submissions_pickup_done_by_users_id_fk" FOREIGN KEY ("pickup_done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_importKey_unique" UNIQUE("import_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_check" CHECK ("users"."state" is null or "users"."state" ~ '^[A-Z]{2}$');