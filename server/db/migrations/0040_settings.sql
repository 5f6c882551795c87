CREATE TABLE "setting_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old" jsonb,
	"new" jsonb,
	"by_id" integer,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "setting_history_key_at_idx" ON "setting_history" USING btree ("key","at");