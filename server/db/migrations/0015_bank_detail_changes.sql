CREATE TABLE "bank_detail_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"requested_by_id" integer,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "bank_detail_changes" ADD CONSTRAINT "bank_detail_changes_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_detail_changes" ADD CONSTRAINT "bank_detail_changes_decided_by_id_accounts_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_detail_changes_pending_idx" ON "bank_detail_changes" USING btree ("resource","record_id") WHERE "bank_detail_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bank_detail_changes_record_idx" ON "bank_detail_changes" USING btree ("resource","record_id","requested_at");--> statement-breakpoint
CREATE INDEX "bank_detail_changes_status_idx" ON "bank_detail_changes" USING btree ("status","requested_at");