-- audience_days: one row per audience trait (kind, site, lower(country), state, migrated, UTC day of last login),
-- kept current by statement triggers on members and performers; a null day is 'never signed in'.
CREATE UNIQUE INDEX "audience_days_key_idx" ON "audience_days" ("recipient_kind", "site_id", "country", "state", "migrated", "day") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE FUNCTION audience_days_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are upserted in key order, so two statements touching the same traits lock them in the same order.
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO audience_days AS a (recipient_kind, site_id, country, state, migrated, day, n)
    SELECT kind, site, country, state, migrated, day, sum(n)::int FROM (
      SELECT TG_TABLE_NAME AS kind, o.whitelabel_id AS site, lower(o.country) AS country, o.state,
        TG_TABLE_NAME = 'members' AND o.family_id IS NULL AS migrated,
        (o.last_login AT TIME ZONE 'UTC')::date AS day, -1 AS n
      FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE (o.whitelabel_id, lower(o.country), o.state, o.family_id IS NULL, (o.last_login AT TIME ZONE 'UTC')::date)
        IS DISTINCT FROM (w.whitelabel_id, lower(w.country), w.state, w.family_id IS NULL, (w.last_login AT TIME ZONE 'UTC')::date)
      UNION ALL
      SELECT TG_TABLE_NAME, w.whitelabel_id, lower(w.country), w.state,
        TG_TABLE_NAME = 'members' AND w.family_id IS NULL,
        (w.last_login AT TIME ZONE 'UTC')::date, 1
      FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE (o.whitelabel_id, lower(o.country), o.state, o.family_id IS NULL, (o.last_login AT TIME ZONE 'UTC')::date)
        IS DISTINCT FROM (w.whitelabel_id, lower(w.country), w.state, w.family_id IS NULL, (w.last_login AT TIME ZONE 'UTC')::date)
    ) moved
    GROUP BY kind, site, country, state, migrated, day
    ORDER BY kind, site, country, state, migrated, day
    ON CONFLICT (recipient_kind, site_id, country, state, migrated, day) DO UPDATE SET n = a.n + excluded.n;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO audience_days AS a (recipient_kind, site_id, country, state, migrated, day, n)
    SELECT TG_TABLE_NAME, whitelabel_id, lower(country), state, TG_TABLE_NAME = 'members' AND family_id IS NULL,
      (last_login AT TIME ZONE 'UTC')::date, count(*)::int
    FROM new_rows
    GROUP BY 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (recipient_kind, site_id, country, state, migrated, day) DO UPDATE SET n = a.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audience_days AS a (recipient_kind, site_id, country, state, migrated, day, n)
    SELECT TG_TABLE_NAME, whitelabel_id, lower(country), state, TG_TABLE_NAME = 'members' AND family_id IS NULL,
      (last_login AT TIME ZONE 'UTC')::date, -count(*)::int
    FROM old_rows
    GROUP BY 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (recipient_kind, site_id, country, state, migrated, day) DO UPDATE SET n = a.n + excluded.n;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM audience_days WHERE recipient_kind = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_audience_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER members_audience_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER members_audience_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER members_audience_truncate AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER performers_audience_insert AFTER INSERT ON performers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER performers_audience_update AFTER UPDATE ON performers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER performers_audience_delete AFTER DELETE ON performers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
CREATE TRIGGER performers_audience_truncate AFTER TRUNCATE ON performers FOR EACH STATEMENT EXECUTE FUNCTION audience_days_track();
--> statement-breakpoint
INSERT INTO audience_days (recipient_kind, site_id, country, state, migrated, day, n)
SELECT 'members', whitelabel_id, lower(country), state, family_id IS NULL, (last_login AT TIME ZONE 'UTC')::date, count(*)::int
FROM members GROUP BY 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO audience_days (recipient_kind, site_id, country, state, migrated, day, n)
SELECT 'performers', whitelabel_id, lower(country), state, false, (last_login AT TIME ZONE 'UTC')::date, count(*)::int
FROM performers GROUP BY 2, 3, 4, 5, 6;
--> statement-breakpoint
ANALYZE audience_days;
