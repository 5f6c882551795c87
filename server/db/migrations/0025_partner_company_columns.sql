ALTER TABLE "partners" DROP COLUMN "account_state";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "email_verified";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "company";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "affiliate_code";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "website";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "payout_interval";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "approved";