import { asc } from 'drizzle-orm';
import { POSTBACK_EVENTS } from '../../../contract/postbacks/postbackMacros';
import type { Db } from '../Db';
import { partners } from '../schema/platform';
import { postbackLog, postbacks } from '../schema/postbacks';

/**
 * The demo receiver of `npm start` (PORT's default): the development allow-list opens it, so 'Send a test' on
 * these postbacks answers 200 out of the box.
 */
export const DEMO_RECEIVER = 'http://127.0.0.1:8080/api/demo/postback-receiver';

const QUERY = 'click={click_id}&event={event}&payout={payout}&amount={amount}&member={member_id}';

const LOG_OUTCOMES: readonly { status: number | null; ms: number; error: string | null }[] = [
  { status: 200, ms: 84, error: null },
  { status: 200, ms: 132, error: null },
  { status: 204, ms: 61, error: null },
  { status: 302, ms: 95, error: null },
  { status: 404, ms: 77, error: null },
  { status: 500, ms: 410, error: null },
  { status: null, ms: 5000, error: 'no answer within 5000 ms' },
  { status: null, ms: 3, error: 'connect ECONNREFUSED 203.0.113.20:443' },
];

/**
 * Seeds postback URLs for the first 14 partners (two to four events each, so the list has pages; one in three at
 * the demo receiver, a few inactive, a few POST) and a log of 120 postbacks sent over the last 30 days, in every
 * outcome: answered 2xx, 3xx, 4xx, 5xx, timed out, refused.
 *
 * @example
 * await seedPostbacks(tx, NOW);
 */
export async function seedPostbacks(db: Db, now: Date, receiver = DEMO_RECEIVER): Promise<void> {
  const owners = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .orderBy(asc(partners.id))
    .limit(14);
  const rows = owners.flatMap((partner, position) => {
    const slug = partner.name.toLowerCase().replace(/[^a-z0-9]+/g, '') || `partner${partner.id}`;
    return POSTBACK_EVENTS.slice(0, 2 + (position % 3)).map((event, index) => {
      const serial = position * 4 + index;
      const demo = serial % 3 === 0;
      return {
        partner: partner.id,
        event: event.id,
        method: serial % 5 === 4 ? 'POST' : 'GET',
        url: demo ? `${receiver}?${QUERY}` : `https://track.${slug}.example/postback?${QUERY}`,
        active: serial % 7 !== 6,
        createdAt: new Date(now.getTime() - (200 - serial) * 24 * 3600 * 1000),
      };
    });
  });
  if (rows.length === 0) return;
  const stored = await db.insert(postbacks).values(rows).returning({ id: postbacks.id, url: postbacks.url });
  const log = Array.from({ length: 120 }, (_, serial) => {
    const postback = stored[(serial * 7) % stored.length]!;
    const outcome = LOG_OUTCOMES[serial % LOG_OUTCOMES.length]!;
    return {
      postback: postback.id,
      method: 'GET',
      url: postback.url
        .replace('{click_id}', `c${100_000 + serial}`)
        .replace('{event}', 'signup')
        .replace('{payout}', '5.00')
        .replace('{amount}', '0.00')
        .replace('{member_id}', String(1000 + serial)),
      ...outcome,
      test: serial % 6 === 0,
      at: new Date(now.getTime() - serial * 6 * 3600 * 1000 - (serial % 60) * 60 * 1000),
    };
  });
  await db.insert(postbackLog).values(log);
}
