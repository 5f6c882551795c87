CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"performer_id" integer,
	"studio_id" integer,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"until" date NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"released_at" timestamp with time zone,
	"release_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_one_holder" CHECK (("reservations"."performer_id" is null) <> ("reservations"."studio_id" is null)),
	CONSTRAINT "reservations_amount_positive" CHECK ("reservations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_performer_idx" ON "reservations" USING btree ("performer_id","status");--> statement-breakpoint
CREATE INDEX "reservations_studio_idx" ON "reservations" USING btree ("studio_id","status");