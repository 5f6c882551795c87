CREATE TABLE "platform_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"environment" text NOT NULL,
	"status" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"performer_id" integer NOT NULL,
	"server" text NOT NULL,
	"bitrate_kbps" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_deployments_started_idx" ON "platform_deployments" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_deployments_one_succeeded_idx" ON "platform_deployments" USING btree ("version","environment") WHERE "platform_deployments"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "streams_one_open_idx" ON "streams" USING btree ("performer_id") WHERE "streams"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "streams_performer_idx" ON "streams" USING btree ("performer_id");