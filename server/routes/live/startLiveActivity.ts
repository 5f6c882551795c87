import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members, performers } from '../../db/schema/platformUsers';
import { PlatformRandom } from '../../db/seed/platformRandom';
import { activityStep } from './activityStep';
import { recordBeat } from './recordBeat';

/** How often the demo platform moves, and how many performers a beat moves. */
const BEAT_MS = 3_000;
const MOVES = 3;
/** The performers and members the demo draws from: enough for a lively wall, few enough to read each beat. */
const POOL = 300;

/**
 * The demo platform's heartbeat (development only, LIVE_ACTIVITY): every few seconds a few performers change
 * status or start and end shows (booking the private ones as chats), now and then a member reports one
 * and a performer sends a snapshot, so the live pages move. Stopped when the server closes.
 */
export function startLiveActivity(app: FastifyInstance): void {
  if (!app.config.liveActivity) return;
  const random = new PlatformRandom(Date.now());
  let timer: NodeJS.Timeout | undefined;
  // Members do not come and go with the beat: read once, on the first one.
  let memberIds: number[] | undefined;
  const beat = async () => {
    const pool = await app.db
      .select({
        id: performers.id,
        onlineStatus: performers.onlineStatus,
        chatKind: performers.chatKind,
        liveMember: performers.liveMember,
        statusSince: performers.statusSince,
      })
      .from(performers)
      .orderBy(asc(performers.id))
      .limit(POOL);
    memberIds ??= (await app.db.select({ id: members.id }).from(members).limit(POOL)).map((row) => row.id);
    await recordBeat(app, activityStep(random, pool, memberIds, MOVES, new Date()), random);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      beat().catch((error: unknown) => app.log.warn({ err: error }, 'live activity beat failed'));
    }, BEAT_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
