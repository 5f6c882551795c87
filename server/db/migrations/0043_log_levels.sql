CREATE TABLE "log_levels" (
	"logger" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
