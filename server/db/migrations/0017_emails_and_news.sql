CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"performer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_batch_id" integer,
	"paid_invoice" text,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_amount_positive" CHECK ("bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"publish_from" timestamp with time zone NOT NULL,
	"publish_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_paid_batch_id_payout_batches_id_fk" FOREIGN KEY ("paid_batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_pending_idx" ON "bonuses" USING btree ("period") WHERE "bonuses"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bonuses_performer_idx" ON "bonuses" USING btree ("performer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_event_idx" ON "email_templates" USING btree ("audience","event");--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_from");