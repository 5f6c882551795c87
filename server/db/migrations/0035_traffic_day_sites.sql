CREATE TABLE "traffic_day_sites" (
	"day" date NOT NULL,
	"site_id" integer NOT NULL,
	"chat_kind" text DEFAULT '' NOT NULL,
	"payment_type" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL,
	"chat_seconds" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"partner_cents" bigint DEFAULT 0 NOT NULL
);
