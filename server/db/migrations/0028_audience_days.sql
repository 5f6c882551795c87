CREATE TABLE "audience_days" (
	"recipient_kind" text NOT NULL,
	"site_id" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"migrated" boolean NOT NULL,
	"day" date,
	"n" integer NOT NULL
);
