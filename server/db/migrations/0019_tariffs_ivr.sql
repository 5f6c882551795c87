CREATE TABLE "ivr_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"country" text NOT NULL,
	"language" text,
	"promotion_id" integer,
	"state" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ivr_numbers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "tariff_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "tariff_group_id" integer;--> statement-breakpoint
CREATE INDEX "ivr_numbers_country_idx" ON "ivr_numbers" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_groups_name_lower_idx" ON "tariff_groups" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_tariff_group_id_tariff_groups_id_fk" FOREIGN KEY ("tariff_group_id") REFERENCES "public"."tariff_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performers_tariff_group_idx" ON "performers" USING btree ("tariff_group_id");