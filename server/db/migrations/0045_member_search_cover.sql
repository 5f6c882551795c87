DROP INDEX "members_email_lower_idx";--> statement-breakpoint
DROP INDEX "members_created_at_idx";--> statement-breakpoint
CREATE INDEX "members_recent_idx" ON "members" USING btree ("created_at","id","username","email","family_id");--> statement-breakpoint
CREATE INDEX "members_username_cover_idx" ON "members" USING btree ((lower("username") collate "C"),"username","family_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_email_cover_idx" ON "members" USING btree ((lower("email") collate "C"),"email","username","family_id");--> statement-breakpoint
-- The planner estimates a prefix match on lower(email) from the statistics of the index holding that
-- expression: the old one went with its index, and without them it reads a rare prefix the slow way.
ANALYZE "members";
