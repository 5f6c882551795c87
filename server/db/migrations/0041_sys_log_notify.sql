-- Every committed sys_log line is announced on the channel sys_log as '<schema>:<id>' (server/logs/followSysLog.ts),
-- whoever wrote it and on whichever instance, so each instance's live tail reads it; NOTIFY is sent at commit,
-- so a rolled-back line is never shown. The schema keeps test schemas sharing one database apart.
CREATE OR REPLACE FUNCTION sys_log_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sys_log', current_schema() || ':' || NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_log_notify AFTER INSERT ON sys_log FOR EACH ROW EXECUTE FUNCTION sys_log_notify();
