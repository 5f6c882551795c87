-- traffic_days (schema/platformHistory.ts): traffic_hours summed per Europe/Amsterdam day, kept by the same
-- statement triggers in the same statement (the functions of migration traffic_hours_triggers, replaced here so
-- each delta goes into both rollups, hours first, each upserted in key order) and filled from traffic_hours once.
CREATE UNIQUE INDEX "traffic_days_key_idx" ON "traffic_days" (day, site_id, partner_id, country, chat_kind, payment_type) NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION traffic_hours_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r JOIN old_rows x ON x.id = r.id WHERE (x.at, x.site_id, x.partner_id, x.country) IS DISTINCT FROM (r.at, r.site_id, r.partner_id, r.country)
        UNION ALL
        SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, -1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r JOIN new_rows x ON x.id = r.id WHERE (x.at, x.site_id, x.partner_id, x.country) IS DISTINCT FROM (r.at, r.site_id, r.partner_id, r.country)
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.at, 'UTC') AS hour, r.site_id AS site_id, r.partner_id AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, -1 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE traffic_hours SET visits = 0 WHERE visits <> 0;
    UPDATE traffic_days SET visits = 0 WHERE visits <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION traffic_hours_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, 1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, 1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id JOIN old_rows x ON x.id = r.id WHERE (x.created_at, x.whitelabel_id, x.country, x.affiliate_code) IS DISTINCT FROM (r.created_at, r.whitelabel_id, r.country, r.affiliate_code)
        UNION ALL
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, -1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id JOIN new_rows x ON x.id = r.id WHERE (x.created_at, x.whitelabel_id, x.country, x.affiliate_code) IS DISTINCT FROM (r.created_at, r.whitelabel_id, r.country, r.affiliate_code)
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, r.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(r.country) AS country, '' AS chat_kind, '' AS payment_type, 0 AS visits, -1 AS signups, 0 AS chats, 0 AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r LEFT JOIN partners p ON p.partner_code = r.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = r.whitelabel_id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE traffic_hours SET signups = 0 WHERE signups <> 0;
    UPDATE traffic_days SET signups = 0 WHERE signups <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION traffic_hours_chat_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, 1 AS chats, 1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, 1 AS chats, 1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN old_rows x ON x.id = r.id WHERE (x.started_at, x.member_id, x.kind, x.duration_seconds) IS DISTINCT FROM (r.started_at, r.member_id, r.kind, r.duration_seconds)
        UNION ALL
        SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, -1 AS chats, -1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN new_rows x ON x.id = r.id WHERE (x.started_at, x.member_id, x.kind, x.duration_seconds) IS DISTINCT FROM (r.started_at, r.member_id, r.kind, r.duration_seconds)
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, -1 AS chats, -1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM traffic_hours WHERE chat_kind <> '';
    DELETE FROM traffic_days WHERE chat_kind <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION traffic_hours_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 1 AS payments, 1 * r.amount AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose hour, site, partner, country, kind or figures moved: the rest would add nothing.
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, 1 AS payments, 1 * r.amount AS cents FROM new_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN old_rows x ON x.id = r.id WHERE (x.created_at, x.member_id, x.type, x.amount) IS DISTINCT FROM (r.created_at, r.member_id, r.type, r.amount)
        UNION ALL
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, -1 AS payments, -1 * r.amount AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id JOIN new_rows x ON x.id = r.id WHERE (x.created_at, x.member_id, x.type, x.amount) IS DISTINCT FROM (r.created_at, r.member_id, r.type, r.amount)
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'DELETE' THEN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, m.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(m.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, -1 AS payments, -1 * r.amount AS cents FROM old_rows r JOIN members m ON m.id = r.member_id LEFT JOIN partners p ON p.partner_code = m.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = m.whitelabel_id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM traffic_hours WHERE payment_type <> '';
    DELETE FROM traffic_days WHERE payment_type <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member's chats and payments go with the member (on delete cascade), but by the time their delete triggers run the
-- member is gone and with it their site and country: the chats and payments triggers only count rows whose member
-- they find, and this takes a deleted member's chats and payments away while the member is still there.
CREATE OR REPLACE FUNCTION traffic_hours_member_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH delta AS (
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, sum(visits)::int AS visits, sum(signups)::int AS signups, sum(chats)::int AS chats, sum(chat_seconds)::bigint AS chat_seconds, sum(payments)::int AS payments, sum(cents)::bigint AS cents
      FROM (
        SELECT date_trunc('hour', r.started_at, 'UTC') AS hour, OLD.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(OLD.country) AS country, r.kind AS chat_kind, '' AS payment_type, 0 AS visits, 0 AS signups, -1 AS chats, -1 * r.duration_seconds AS chat_seconds, 0 AS payments, 0 AS cents FROM chat_sessions r LEFT JOIN partners p ON p.partner_code = OLD.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = OLD.whitelabel_id WHERE r.member_id = OLD.id
        UNION ALL
        SELECT date_trunc('hour', r.created_at, 'UTC') AS hour, OLD.whitelabel_id AS site_id, coalesce(p.id, s.partner_id) AS partner_id, upper(OLD.country) AS country, '' AS chat_kind, r.type AS payment_type, 0 AS visits, 0 AS signups, 0 AS chats, 0 AS chat_seconds, -1 AS payments, -1 * r.amount AS cents FROM payments r LEFT JOIN partners p ON p.partner_code = OLD.affiliate_code LEFT JOIN whitelabel_sites s ON s.id = OLD.whitelabel_id WHERE r.member_id = OLD.id
      ) events
      GROUP BY hour, site_id, partner_id, country, chat_kind, payment_type
      HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ), hours AS (
      INSERT INTO traffic_hours AS t (hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
      SELECT hour, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents FROM delta
      ORDER BY hour, site_id, partner_id, country, chat_kind, payment_type
      ON CONFLICT (hour, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents
    )
    INSERT INTO traffic_days AS t (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
    SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date AS day, site_id, partner_id, country, chat_kind, payment_type,
      sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
    FROM delta
    GROUP BY day, site_id, partner_id, country, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, partner_id, country, chat_kind, payment_type
    ON CONFLICT (day, site_id, partner_id, country, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents;
  RETURN OLD;
END $$;
--> statement-breakpoint
INSERT INTO traffic_days (day, site_id, partner_id, country, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents)
SELECT (hour AT TIME ZONE 'Europe/Amsterdam')::date, site_id, partner_id, country, chat_kind, payment_type,
  sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint
FROM traffic_hours
GROUP BY 1, 2, 3, 4, 5, 6
HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents)) <> (0, 0, 0, 0, 0, 0);
--> statement-breakpoint
ANALYZE traffic_days;
