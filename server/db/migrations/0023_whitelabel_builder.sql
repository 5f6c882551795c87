CREATE TABLE "whitelabel_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"number" integer NOT NULL,
	"manifest" jsonb NOT NULL,
	"hash" text NOT NULL,
	"job_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_configs" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"theme" text NOT NULL,
	"logo" text,
	"locales" text[] NOT NULL,
	"templates" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"build_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"job_id" integer,
	"error" text,
	"started_by_id" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "whitelabel_builds" ADD CONSTRAINT "whitelabel_builds_site_id_whitelabel_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_configs" ADD CONSTRAINT "whitelabel_configs_site_id_whitelabel_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_deployments" ADD CONSTRAINT "whitelabel_deployments_site_id_whitelabel_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_deployments" ADD CONSTRAINT "whitelabel_deployments_build_id_whitelabel_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."whitelabel_builds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabel_builds_site_number_idx" ON "whitelabel_builds" USING btree ("site_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabel_configs_domain_idx" ON "whitelabel_configs" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "whitelabel_deployments_site_idx" ON "whitelabel_deployments" USING btree ("site_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabel_deployments_one_running_idx" ON "whitelabel_deployments" USING btree ("site_id") WHERE "whitelabel_deployments"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabel_deployments_one_live_idx" ON "whitelabel_deployments" USING btree ("site_id") WHERE "whitelabel_deployments"."status" = 'live';