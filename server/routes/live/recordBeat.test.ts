import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '../../db/schema/mediaQueue';
import { abuseReports } from '../../db/schema/moderation';
import { chatSessions } from '../../db/schema/platformMoney';
import { members, performers } from '../../db/schema/platformUsers';
import { PlatformRandom } from '../../db/seed/platformRandom';
import { sharedTestApp } from '../../test/testApp';
import { recordBeat } from './recordBeat';

let app: FastifyInstance;

beforeAll(async () => {
  app = await sharedTestApp();
});

describe('recordBeat', () => {
  it('moves the performers, books the ended chat and files its report and a snapshot', async () => {
    const [performer] = await app.db.select({ id: performers.id }).from(performers).limit(1);
    const [member] = await app.db.select({ id: members.id }).from(members).limit(1);
    const startedAt = new Date('2026-11-25T11:50:00Z');
    await recordBeat(
      app,
      {
        moves: [{ id: performer!.id, change: { onlineStatus: 'online' } }],
        ended: [
          {
            performer: performer!.id,
            member: member!.id,
            kind: 'vip',
            startedAt,
            durationSeconds: 90,
            credits: 10,
          },
        ],
        report: { chat: 0, category: 'spam', excerpt: 'visit my site' },
        snapshot: { performer: performer!.id },
      },
      new PlatformRandom(1),
    );

    const [moved] = await app.db.select().from(performers).where(eq(performers.id, performer!.id));
    expect(moved!.onlineStatus).toBe('online');
    const [chat] = await app.db.select().from(chatSessions).orderBy(desc(chatSessions.id)).limit(1);
    expect(chat).toMatchObject({ performer: performer!.id, member: member!.id, kind: 'vip', credits: 10 });
    expect(chat!.endedAt).toEqual(new Date('2026-11-25T11:51:30Z'));
    const [report] = await app.db.select().from(abuseReports).orderBy(desc(abuseReports.id)).limit(1);
    expect(report).toMatchObject({ chat: chat!.id, reporter: member!.id, category: 'spam', status: 'open' });
    const [item] = await app.db.select().from(mediaItems).orderBy(desc(mediaItems.id)).limit(1);
    expect(item).toMatchObject({ performer: performer!.id, kind: 'snapshot', status: 'pending' });
  });
});
