CREATE TABLE "delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"delivered" boolean NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_attempts_channel_check" CHECK ("delivery_attempts"."channel" in ('mail', 'push'))
);
--> statement-breakpoint
CREATE INDEX "delivery_attempts_channel_created_idx" ON "delivery_attempts" USING btree ("channel","created_at" DESC NULLS LAST);