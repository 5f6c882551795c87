ALTER TABLE "performers" ADD COLUMN "chat_kind" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "viewers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "live_member_id" integer;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "status_since" timestamp with time zone;