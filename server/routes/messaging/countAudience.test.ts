import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import { members, performers } from '../../db/schema/platformUsers';
import { sharedTestApp } from '../../test/testApp';
import { audienceFilter } from './audienceFilter';
import { countAudience } from './countAudience';

let app: FastifyInstance;
let site: number;
let country: string;

beforeAll(async () => {
  app = await sharedTestApp();
  const [sample] = await app.db.select().from(members).limit(1);
  site = sample!.whitelabel;
  country = sample!.country.toUpperCase();
});

/** The audience counted row by row, as the send pages through it. */
async function direct(audience: MessageAudience, includeMigrated: boolean) {
  const { table, where } = audienceFilter(audience, includeMigrated);
  const [counted] = await app.db.select({ n: count() }).from(table).where(where);
  return counted!.n;
}

const audiences = (): MessageAudience[] =>
  (['members', 'performers'] as const).flatMap((recipients) => [
    { recipients },
    { recipients, site },
    { recipients, country },
    { recipients, country: country.toLowerCase(), state: 'active' },
    { recipients, state: 'blocked' },
    { recipients, lastLoginBefore: '2026-06-01' },
    { recipients, lastLoginAfter: '2026-06-01' },
    { recipients, site, lastLoginAfter: '2025-12-31', lastLoginBefore: '2026-10-15' },
  ]);

async function expectAgreement() {
  for (const audience of audiences())
    for (const includeMigrated of [false, true])
      expect(await countAudience(app.db, audience, includeMigrated), JSON.stringify(audience)).toBe(
        await direct(audience, includeMigrated),
      );
}

describe('countAudience', () => {
  it('sums the rollup to what the user tables hold, for every filter', async () => {
    expect(await countAudience(app.db, { recipients: 'members' }, true)).toBeGreaterThan(0);
    await expectAgreement();
  });

  it('stays in step as users are added, changed and removed', async () => {
    const [template] = await app.db.select().from(members).limit(1);
    const { id: _id, ...fields } = template!;
    const added = await app.db
      .insert(members)
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          ...fields,
          username: `audience_check_${index}`,
          email: `audience.check.${index}@example.com`,
          lastLogin: index % 2 ? null : new Date('2026-06-01T00:00:00Z'),
        })),
      )
      .returning({ id: members.id });
    const ids = added.map(({ id }) => id);
    await app.db
      .update(members)
      .set({ state: 'blocked', country: 'be' })
      .where(inArray(members.id, ids.slice(0, 3)));
    await app.db.update(members).set({ family: null }).where(eq(members.id, ids[3]!));
    await app.db
      .update(members)
      .set({ lastLogin: sql`now()` })
      .where(inArray(members.id, ids.slice(4)));
    // A change that moves no trait (the e-mail) leaves the rollup as it was.
    await app.db
      .update(members)
      .set({ email: sql`${members.email} || '.x'` })
      .where(inArray(members.id, ids));
    await app.db.update(performers).set({ state: 'inactive' }).where(eq(performers.state, 'pending'));
    await expectAgreement();

    await app.db.delete(members).where(inArray(members.id, ids));
    await expectAgreement();
  });
});
