CREATE TABLE "abuse_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" bigint,
	"reporter_id" integer NOT NULL,
	"performer_id" integer NOT NULL,
	"category" text NOT NULL,
	"excerpt" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"performer_id" integer NOT NULL,
	"member_id" integer,
	"chat_id" bigint,
	"kicked_by" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "invalid_reason" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_chat_id_chat_sessions_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kicks" ADD CONSTRAINT "kicks_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kicks" ADD CONSTRAINT "kicks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kicks" ADD CONSTRAINT "kicks_chat_id_chat_sessions_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_status_idx" ON "abuse_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_performer_idx" ON "abuse_reports" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE INDEX "kicks_created_at_idx" ON "kicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kicks_performer_idx" ON "kicks" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_invalid_idx" ON "chat_sessions" USING btree ("started_at") WHERE "chat_sessions"."invalid_reason" is not null;