CREATE TABLE "known_sign_in_addresses" (
	"account_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_addresses_account_id_address_pk" PRIMARY KEY("account_id","address")
);
--> statement-breakpoint
CREATE TABLE "link_rate_hits" (
	"address" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_rate_hits_window_idx" ON "link_rate_hits" USING btree ("window_start");