-- traffic_day_sites (schema/trafficDaySites.ts): traffic_days summed over partners and countries, kept by
-- statement triggers on traffic_days that add each statement's delta (new rows less old ones) in key order, as
-- the traffic_days triggers do, so concurrent statements lock its rows in one order; filled from traffic_days once.
CREATE UNIQUE INDEX "traffic_day_sites_key_idx" ON "traffic_day_sites" (day, site_id, chat_kind, payment_type);
--> statement-breakpoint
INSERT INTO traffic_day_sites AS t (day, site_id, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents, partner_cents)
    SELECT day, site_id, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint, sum(partner_cents)::bigint
    FROM (
      SELECT day, site_id, chat_kind, payment_type, visits AS visits, signups AS signups, chats AS chats, chat_seconds AS chat_seconds, payments AS payments, cents AS cents, CASE WHEN partner_id IS NULL THEN 0 ELSE cents END AS partner_cents FROM traffic_days
    ) delta
    GROUP BY day, site_id, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents), sum(partner_cents)) <> (0, 0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, chat_kind, payment_type
    ON CONFLICT (day, site_id, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents, partner_cents = t.partner_cents + excluded.partner_cents;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION traffic_day_sites_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO traffic_day_sites AS t (day, site_id, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents, partner_cents)
    SELECT day, site_id, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint, sum(partner_cents)::bigint
    FROM (
      SELECT day, site_id, chat_kind, payment_type, visits AS visits, signups AS signups, chats AS chats, chat_seconds AS chat_seconds, payments AS payments, cents AS cents, CASE WHEN partner_id IS NULL THEN 0 ELSE cents END AS partner_cents FROM new_rows
    ) delta
    GROUP BY day, site_id, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents), sum(partner_cents)) <> (0, 0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, chat_kind, payment_type
    ON CONFLICT (day, site_id, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents, partner_cents = t.partner_cents + excluded.partner_cents;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO traffic_day_sites AS t (day, site_id, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents, partner_cents)
    SELECT day, site_id, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint, sum(partner_cents)::bigint
    FROM (
      SELECT day, site_id, chat_kind, payment_type, visits AS visits, signups AS signups, chats AS chats, chat_seconds AS chat_seconds, payments AS payments, cents AS cents, CASE WHEN partner_id IS NULL THEN 0 ELSE cents END AS partner_cents FROM new_rows
      UNION ALL
      SELECT day, site_id, chat_kind, payment_type, -visits AS visits, -signups AS signups, -chats AS chats, -chat_seconds AS chat_seconds, -payments AS payments, -cents AS cents, CASE WHEN partner_id IS NULL THEN 0 ELSE -cents END AS partner_cents FROM old_rows
    ) delta
    GROUP BY day, site_id, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents), sum(partner_cents)) <> (0, 0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, chat_kind, payment_type
    ON CONFLICT (day, site_id, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents, partner_cents = t.partner_cents + excluded.partner_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO traffic_day_sites AS t (day, site_id, chat_kind, payment_type, visits, signups, chats, chat_seconds, payments, cents, partner_cents)
    SELECT day, site_id, chat_kind, payment_type, sum(visits)::int, sum(signups)::int, sum(chats)::int, sum(chat_seconds)::bigint, sum(payments)::int, sum(cents)::bigint, sum(partner_cents)::bigint
    FROM (
      SELECT day, site_id, chat_kind, payment_type, -visits AS visits, -signups AS signups, -chats AS chats, -chat_seconds AS chat_seconds, -payments AS payments, -cents AS cents, CASE WHEN partner_id IS NULL THEN 0 ELSE -cents END AS partner_cents FROM old_rows
    ) delta
    GROUP BY day, site_id, chat_kind, payment_type
    HAVING (sum(visits), sum(signups), sum(chats), sum(chat_seconds), sum(payments), sum(cents), sum(partner_cents)) <> (0, 0, 0, 0, 0, 0, 0)
    ORDER BY day, site_id, chat_kind, payment_type
    ON CONFLICT (day, site_id, chat_kind, payment_type) DO UPDATE SET visits = t.visits + excluded.visits, signups = t.signups + excluded.signups, chats = t.chats + excluded.chats, chat_seconds = t.chat_seconds + excluded.chat_seconds, payments = t.payments + excluded.payments, cents = t.cents + excluded.cents, partner_cents = t.partner_cents + excluded.partner_cents;
  ELSIF TG_OP = 'TRUNCATE' THEN
    TRUNCATE traffic_day_sites;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER traffic_day_sites_insert AFTER INSERT ON traffic_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_day_sites_delta();
--> statement-breakpoint
CREATE TRIGGER traffic_day_sites_update AFTER UPDATE ON traffic_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_day_sites_delta();
--> statement-breakpoint
CREATE TRIGGER traffic_day_sites_delete AFTER DELETE ON traffic_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION traffic_day_sites_delta();
--> statement-breakpoint
CREATE TRIGGER traffic_day_sites_truncate AFTER TRUNCATE ON traffic_days FOR EACH STATEMENT EXECUTE FUNCTION traffic_day_sites_delta();
