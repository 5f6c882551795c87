CREATE TABLE "partner_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"revenue_share_percent" integer,
	"cpa_amount" integer,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_code_traffic" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"partner_id" integer
);
--> statement-breakpoint
CREATE TABLE "partner_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_site_id_whitelabel_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_code_traffic" ADD CONSTRAINT "partner_code_traffic_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_offers_partner_idx" ON "partner_offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_offers_site_idx" ON "partner_offers" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "partner_offers_valid_from_idx" ON "partner_offers" USING btree ("valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_code_traffic_code_day_idx" ON "partner_code_traffic" USING btree ("code","day");--> statement-breakpoint
CREATE INDEX "partner_code_traffic_partner_idx" ON "partner_code_traffic" USING btree ("partner_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_codes_code_idx" ON "partner_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "partner_codes_partner_idx" ON "partner_codes" USING btree ("partner_id");