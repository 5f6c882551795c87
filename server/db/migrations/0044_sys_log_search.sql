CREATE INDEX "sys_log_source_id_idx" ON "sys_log" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "sys_log_message_trgm_idx" ON "sys_log" USING gin ("message" gin_trgm_ops);