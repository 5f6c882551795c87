-- traffic_hours (schema/platformHistory.ts): visits, signups, chats and payments per UTC hour, site, partner and
-- country, kept current by statement triggers on the event tables (transition tables: one upsert per statement,
-- however many rows it touched) and filled from the tables once below. Upserts run in key order, so two
-- statements touching the same hours lock them in the same order. A test restore (server/test/snapshotTables.ts)
-- puts the tables back with triggers off and the rollup from its own copy.
CREATE UNIQUE INDEX "traffic_hours_key_idx" ON "traffic_hours" (hour, site_id, partner_id, country, chat_kind, payment_type) NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE FUNCTION traffic_hours_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r JOIN old_rows x ON x.id = r.id WHERE (x.at, x.site_id, x.partner_id, x.country) IS DISTINCT FROM (r.at, r.site_id, r.partner_id, r.country)
      UNION ALL
      SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, -1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r JOIN new_rows x ON x.id = r.id WHERE (x.at, x.site_id, x.partner_id, x.country) IS DISTINCT FROM (r.at, r.site_id, r.partner_id, r.country)
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, -1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE traffic_hours SET visits = 0 WHERE visits <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_traffic_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_visits();
--> statement-breakpoint
CREATE TRIGGER visits_traffic_update AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_visits();
--> statement-breakpoint
CREATE TRIGGER visits_traffic_delete AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_visits();
--> statement-breakpoint
CREATE TRIGGER visits_traffic_truncate AFTER TRUNCATE ON visits FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_visits();
--> statement-breakpoint
CREATE FUNCTION traffic_hours_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, 1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, 1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id JOIN old_rows x ON x.id = r.id WHERE (x.created_at, x.whitelabel_id, x.country, x.affiliate_code) IS DISTINCT FROM (r.created_at, r.whitelabel_id, r.country, r.affiliate_code)
      UNION ALL
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, -1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id JOIN new_rows x ON x.id = r.id WHERE (x.created_at, x.whitelabel_id, x.country, x.affiliate_code) IS DISTINCT FROM (r.created_at, r.whitelabel_id, r.country, r.affiliate_code)
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, -1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE traffic_hours SET signups = 0 WHERE signups <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_traffic_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_members();
--> statement-breakpoint
CREATE TRIGGER members_traffic_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_members();
--> statement-breakpoint
CREATE TRIGGER members_traffic_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_members();
--> statement-breakpoint
CREATE TRIGGER members_traffic_truncate AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_members();
--> statement-breakpoint
CREATE FUNCTION traffic_hours_chat_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, 1 AS chats, 1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, 1 AS chats, 1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN old_rows x ON x.id = r.id WHERE (x.started_at, x.member_id, x.kind, x.duration_seconds) IS DISTINCT FROM (r.started_at, r.member_id, r.kind, r.duration_seconds)
      UNION ALL
      SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, -1 AS chats, -1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN new_rows x ON x.id = r.id WHERE (x.started_at, x.member_id, x.kind, x.duration_seconds) IS DISTINCT FROM (r.started_at, r.member_id, r.kind, r.duration_seconds)
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, -1 AS chats, -1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM traffic_hours WHERE chat_kind <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_sessions_traffic_insert AFTER INSERT ON chat_sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_chat_sessions();
--> statement-breakpoint
CREATE TRIGGER chat_sessions_traffic_update AFTER UPDATE ON chat_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_chat_sessions();
--> statement-breakpoint
CREATE TRIGGER chat_sessions_traffic_delete AFTER DELETE ON chat_sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_chat_sessions();
--> statement-breakpoint
CREATE TRIGGER chat_sessions_traffic_truncate AFTER TRUNCATE ON chat_sessions FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_chat_sessions();
--> statement-breakpoint
CREATE FUNCTION traffic_hours_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 1 AS payments, 1 * r.amount AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 1 AS payments, 1 * r.amount AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN old_rows x ON x.id = r.id WHERE (x.created_at, x.member_id, x.type, x.amount) IS DISTINCT FROM (r.created_at, r.member_id, r.type, r.amount)
      UNION ALL
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, -1 AS payments, -1 * r.amount AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN new_rows x ON x.id = r.id WHERE (x.created_at, x.member_id, x.type, x.amount) IS DISTINCT FROM (r.created_at, r.member_id, r.type, r.amount)
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, -1 AS payments, -1 * r.amount AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM traffic_hours WHERE payment_type <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_traffic_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_payments();
--> statement-breakpoint
CREATE TRIGGER payments_traffic_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_payments();
--> statement-breakpoint
CREATE TRIGGER payments_traffic_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_payments();
--> statement-breakpoint
CREATE TRIGGER payments_traffic_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION traffic_hours_payments();
--> statement-breakpoint
-- A member's chats and payments go with the member (on delete cascade), but by the time their delete triggers run the
-- member is gone and with it their site and country: the chats and payments triggers only count rows whose member
-- they find, and this takes a deleted member's chats and payments away while the member is still there.
CREATE FUNCTION traffic_hours_member_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM (
      SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, OLD.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(OLD.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, -1 AS chats, -1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM chat_sessions r LEFT JOIN partners p ON p.partner_code = OLD.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = OLD.whitelabel_id WHERE r.member_id = OLD.id
      UNION ALL
      SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, OLD.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(OLD.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, -1 AS payments, -1 * r.amount AS cents FROM payments r LEFT JOIN partners p ON p.partner_code = OLD.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = OLD.whitelabel_id WHERE r.member_id = OLD.id
    ) delta
    GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET
      visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_traffic_gone BEFORE DELETE ON members FOR EACH ROW EXECUTE FUNCTION traffic_hours_member_gone();
--> statement-breakpoint
INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
FROM (
  SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM visits r
  UNION ALL
  SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, 1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM members r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id
  UNION ALL
  SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, 1 AS chats, 1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM chat_sessions r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
  UNION ALL
  SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 1 AS payments, 1 * r.amount AS cents FROM payments r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
) delta
GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type;
--> statement-breakpoint
ANALYZE traffic_hours;
