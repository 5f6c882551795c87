CREATE INDEX "accounts_username_trgm_idx" ON "accounts" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_name_trgm_idx" ON "groups" USING gin (lower("name") gin_trgm_ops);