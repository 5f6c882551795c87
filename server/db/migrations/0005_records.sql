CREATE TABLE "blacklabels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"partner_id" integer NOT NULL,
	"product_group" text NOT NULL,
	"locales" text[] NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"performer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"performer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"performer_id" integer,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"credits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language_bitflag" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pt1" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pt2" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pt3" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "private" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "whitelabels" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "language_bitflag" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "pt1" text;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "pt2" text;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "pt3" text;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "private" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "whitelabels" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "online_status" text DEFAULT 'offline' NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "identity" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "password_hash" text;
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "users" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The private part, the sites a user is registered on (with the partner code of the site's partner) and the
-- language bits are filled from the old columns; users without an affiliate code get that partner code.
UPDATE "members" AS u SET
	"private" = jsonb_build_object('gender', u."gender", 'dateOfBirth', to_char(u."date_of_birth", 'YYYY-MM-DD')),
	"affiliate_code" = coalesce(u."affiliate_code", site."partner_code", 'DIRECT'),
	"whitelabels" = jsonb_build_array(jsonb_build_object('whitelabel', u."whitelabel_id", 'partnerCode', coalesce(site."partner_code", 'DIRECT'))),
	"language_bitflag" = CASE u."preferred_language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 4 WHEN 'fr' THEN 8 WHEN 'es' THEN 16 WHEN 'it' THEN 32 ELSE 0 END
FROM (SELECT w."id", p."partner_code" FROM "whitelabel_sites" w LEFT JOIN "partners" p ON p."id" = w."partner_id") AS site
WHERE site."id" = u."whitelabel_id";
--> statement-breakpoint
-- The private part, the sites a user is registered on (with the partner code of the site's partner) and the
-- language bits are filled from the old columns; users without an affiliate code get that partner code.
UPDATE "performers" AS u SET
	"private" = jsonb_build_object('gender', u."gender", 'dateOfBirth', to_char(u."date_of_birth", 'YYYY-MM-DD')),
	"profile" = jsonb_build_object('rating', u."rating"),
	"affiliate_code" = coalesce(u."affiliate_code", site."partner_code", 'DIRECT'),
	"whitelabels" = jsonb_build_array(jsonb_build_object('whitelabel', u."whitelabel_id", 'partnerCode', coalesce(site."partner_code", 'DIRECT'))),
	"language_bitflag" = CASE u."preferred_language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 4 WHEN 'fr' THEN 8 WHEN 'es' THEN 16 WHEN 'it' THEN 32 ELSE 0 END
FROM (SELECT w."id", p."partner_code" FROM "whitelabel_sites" w LEFT JOIN "partners" p ON p."id" = w."partner_id") AS site
WHERE site."id" = u."whitelabel_id";
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "affiliate_code" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "performers" ALTER COLUMN "affiliate_code" SET NOT NULL;
--> statement-breakpoint
-- The company columns move into details and meta; the old state was the company's (details.state), the new
-- top-level state is the account's.
UPDATE "studios" SET
	"details" = jsonb_build_object(
		'emailVerified', "email_verified", 'accountState', "account_state", 'state', "state", 'company', "company",
		'partnerCode', "partner_code", 'affiliateCode', "affiliate_code", 'language', "language", 'country', "country",
		'address', "address", 'postalCode', "postal_code", 'city', "city", 'phoneNumber', "phone_number",
		'kvk', "kvk", 'vat', "vat", 'iban', "iban", 'payoutInterval', "payout_interval",
		'performerLimit', "performer_limit", 'approved', "approved"),
	"meta" = jsonb_build_object('studioWebsite', "studio_website", 'skypeName', NULL),
	"state" = CASE "state" WHEN 'approved' THEN 'active' WHEN 'rejected' THEN 'inactive' WHEN 'closed' THEN 'inactive' ELSE "state" END;
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "account_state";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "email_verified";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "company";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "partner_code";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "affiliate_code";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "language";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "country";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "address";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "postal_code";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "city";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "phone_number";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "kvk";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "vat";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "iban";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "payout_interval";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "performer_limit";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "approved";
--> statement-breakpoint
ALTER TABLE "studios" DROP COLUMN "studio_website";
--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "gender";
--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "date_of_birth";
--> statement-breakpoint
ALTER TABLE "performers" DROP COLUMN "gender";
--> statement-breakpoint
ALTER TABLE "performers" DROP COLUMN "date_of_birth";
--> statement-breakpoint
ALTER TABLE "performers" DROP COLUMN "rating";
--> statement-breakpoint
ALTER TABLE "blacklabels" ADD CONSTRAINT "blacklabels_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "blacklabels_domain_lower_idx" ON "blacklabels" USING btree (lower("domain"));
--> statement-breakpoint
CREATE INDEX "blacklabels_name_lower_idx" ON "blacklabels" USING btree ((lower("name") collate "C"));
--> statement-breakpoint
CREATE INDEX "blacklabels_partner_idx" ON "blacklabels" USING btree ("partner_id");
--> statement-breakpoint
CREATE INDEX "attachments_performer_idx" ON "attachments" USING btree ("performer_id");
--> statement-breakpoint
CREATE INDEX "chat_sessions_member_idx" ON "chat_sessions" USING btree ("member_id","started_at");
--> statement-breakpoint
CREATE INDEX "chat_sessions_performer_idx" ON "chat_sessions" USING btree ("performer_id","started_at");
--> statement-breakpoint
CREATE INDEX "credit_ledger_member_idx" ON "credit_ledger" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_request_key_idx" ON "credit_ledger" USING btree ("request_key");
--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "payments_performer_idx" ON "payments" USING btree ("performer_id","created_at");
--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "performers_review_idx" ON "performers" USING btree ("reviewed_at","created_at");
--> statement-breakpoint
CREATE INDEX "performers_online_idx" ON "performers" USING btree ("online_status") WHERE "performers"."online_status" <> 'offline';