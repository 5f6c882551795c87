CREATE TABLE "promotion_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"group_id" integer,
	"placements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wallets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_group_id_promotion_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."promotion_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_groups_name_lower_idx" ON "promotion_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_name_lower_idx" ON "promotions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "promotions_group_idx" ON "promotions" USING btree ("group_id");