DROP INDEX "members_whitelabel_idx";--> statement-breakpoint
DROP INDEX "members_family_idx";--> statement-breakpoint
DROP INDEX "members_country_idx";--> statement-breakpoint
DROP INDEX "performers_whitelabel_idx";--> statement-breakpoint
CREATE INDEX "members_whitelabel_family_idx" ON "members" USING btree ("whitelabel_id","created_at") WHERE "members"."family_id" is not null;--> statement-breakpoint
CREATE INDEX "members_whitelabel_idx" ON "members" USING btree ("whitelabel_id","created_at");--> statement-breakpoint
CREATE INDEX "members_family_idx" ON "members" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "members_country_idx" ON "members" USING btree (lower("country"),"created_at");--> statement-breakpoint
CREATE INDEX "performers_whitelabel_idx" ON "performers" USING btree ("whitelabel_id","created_at");