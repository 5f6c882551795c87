ALTER TABLE "partners" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "users" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The company columns move into details and meta (the studio/partner record); the old state was the company's
-- (details.state), the new top-level state is the account's. partner_code stays a column as well: the unique
-- code traffic is matched against, mirrored from details.partnerCode on every write.
UPDATE "partners" SET
	"details" = jsonb_build_object(
		'emailVerified', "email_verified", 'accountState', "account_state", 'state', "state", 'company', "company",
		'partnerCode', "partner_code", 'affiliateCode', "affiliate_code", 'language', "language", 'country', "country",
		'city', "city", 'phoneNumber', "phone_number", 'payoutInterval', "payout_interval", 'approved', "approved"),
	"meta" = jsonb_build_object('studioWebsite', "website", 'skypeName', NULL),
	"state" = CASE "state" WHEN 'approved' THEN 'active' WHEN 'rejected' THEN 'inactive' WHEN 'closed' THEN 'inactive' ELSE "state" END;
