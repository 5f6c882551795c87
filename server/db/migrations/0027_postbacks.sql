CREATE TABLE "postback_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"postback_id" integer,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status" integer,
	"ms" integer NOT NULL,
	"error" text,
	"test" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"event" text NOT NULL,
	"method" text DEFAULT 'GET' NOT NULL,
	"url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postback_log" ADD CONSTRAINT "postback_log_postback_id_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."postbacks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postback_log_at_idx" ON "postback_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "postback_log_postback_idx" ON "postback_log" USING btree ("postback_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "postbacks_partner_event_idx" ON "postbacks" USING btree ("partner_id","event");