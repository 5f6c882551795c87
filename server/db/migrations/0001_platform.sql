CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"account_id" integer NOT NULL,
	"username" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"account_state" text NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"family_id" integer,
	"country" text NOT NULL,
	"country_from_ip" text NOT NULL,
	"preferred_language" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_optout" boolean DEFAULT false NOT NULL,
	"affiliate_code" text,
	"affiliate_info" text,
	"last_login" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"account_state" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"company" text NOT NULL,
	"partner_code" text NOT NULL,
	"affiliate_code" text,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"phone_number" text NOT NULL,
	"website" text NOT NULL,
	"payout_interval" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performers" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"account_state" text NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"family_id" integer,
	"country" text NOT NULL,
	"country_from_ip" text NOT NULL,
	"preferred_language" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_optout" boolean DEFAULT false NOT NULL,
	"affiliate_code" text,
	"affiliate_info" text,
	"last_login" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"studio_id" integer,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"rating" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"account_state" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"company" text NOT NULL,
	"partner_code" text,
	"affiliate_code" text,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"phone_number" text NOT NULL,
	"kvk" text,
	"vat" text,
	"iban" text,
	"payout_interval" text NOT NULL,
	"performer_limit" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"studio_website" text,
	"whitelabel_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"family_id" integer,
	"partner_id" integer,
	"product_group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_whitelabel_id_whitelabel_sites_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_family_id_family_sites_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_whitelabel_id_whitelabel_sites_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_family_id_family_sites_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_whitelabel_id_whitelabel_sites_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabel_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_sites" ADD CONSTRAINT "whitelabel_sites_family_id_family_sites_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_sites" ADD CONSTRAINT "whitelabel_sites_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_idx" ON "members" USING btree ((lower("username") collate "C"));--> statement-breakpoint
CREATE INDEX "members_email_lower_idx" ON "members" USING btree ((lower("email") collate "C"));--> statement-breakpoint
CREATE INDEX "members_whitelabel_idx" ON "members" USING btree ("whitelabel_id");--> statement-breakpoint
CREATE INDEX "members_family_idx" ON "members" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "members_country_idx" ON "members" USING btree ("country");--> statement-breakpoint
CREATE INDEX "members_state_idx" ON "members" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_last_login_idx" ON "members" USING btree ("last_login");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_partner_code_idx" ON "partners" USING btree ("partner_code");--> statement-breakpoint
CREATE INDEX "partners_name_lower_idx" ON "partners" USING btree ((lower("name") collate "C"));--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "performers_username_lower_idx" ON "performers" USING btree ((lower("username") collate "C"));--> statement-breakpoint
CREATE INDEX "performers_email_lower_idx" ON "performers" USING btree ((lower("email") collate "C"));--> statement-breakpoint
CREATE INDEX "performers_studio_idx" ON "performers" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "performers_whitelabel_idx" ON "performers" USING btree ("whitelabel_id");--> statement-breakpoint
CREATE INDEX "performers_state_idx" ON "performers" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "performers_created_at_idx" ON "performers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "performers_last_login_idx" ON "performers" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "studios_name_lower_idx" ON "studios" USING btree ((lower("name") collate "C"));--> statement-breakpoint
CREATE INDEX "studios_state_idx" ON "studios" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "studios_created_at_idx" ON "studios" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "whitelabel_sites_family_idx" ON "whitelabel_sites" USING btree ("family_id");