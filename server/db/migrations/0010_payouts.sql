CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"interval" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"finalised_at" timestamp with time zone,
	"finalised_by" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"number" text,
	"performer_id" integer,
	"studio_id" integer,
	"holder_name" text NOT NULL,
	"payment_type" text NOT NULL,
	"earnings" integer NOT NULL,
	"withheld" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_back" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"bank_country" text DEFAULT '' NOT NULL,
	"problems" jsonb
);
--> statement-breakpoint
CREATE TABLE "payout_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"interval" text NOT NULL,
	"period_start" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "studio_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "withheld" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_invoices" ADD CONSTRAINT "payout_invoices_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_invoices" ADD CONSTRAINT "payout_invoices_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_invoices" ADD CONSTRAINT "payout_invoices_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_period_idx" ON "payout_batches" USING btree ("interval","period_start");--> statement-breakpoint
CREATE INDEX "payout_invoices_batch_idx" ON "payout_invoices" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "payout_jobs_period_idx" ON "payout_jobs" USING btree ("interval","period_start","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_jobs_one_running_idx" ON "payout_jobs" USING btree ("interval","period_start") WHERE "payout_jobs"."status" = 'running';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "payments" SET "studio_id" = "performers"."studio_id" FROM "performers" WHERE "payments"."performer_id" = "performers"."id" AND "performers"."studio_id" IS NOT NULL;
