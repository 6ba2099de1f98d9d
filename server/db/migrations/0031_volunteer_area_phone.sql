ALTER TABLE "volunteer_applications" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD COLUMN "drive_miles" integer;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD COLUMN "phone" text;