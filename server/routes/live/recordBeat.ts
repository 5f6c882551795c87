import type { FastifyInstance } from 'fastify';
import { mediaItems } from '../../db/schema/mediaQueue';
import { abuseReports } from '../../db/schema/moderation';
import { images } from '../../db/schema/platformMedia';
import { chatSessions } from '../../db/schema/platformMoney';
import type { PlatformRandom } from '../../db/seed/platformRandom';
import { snapshotImage } from '../../db/seed/snapshotImage';
import type { ActivityBeat } from './activityStep';
import { setPresence } from './setPresence';

/**
 * Writes one beat of the demo platform: the moves (each told to the live walls), the chats they ended, the report
 * and the snapshot. `random` draws the snapshot's picture.
 *
 * @example
 * await recordBeat(app, activityStep(random, pool, memberIds, 3, new Date()), random);
 */
export async function recordBeat(
  app: FastifyInstance,
  beat: ActivityBeat,
  random: PlatformRandom,
): Promise<void> {
  for (const { id, change } of beat.moves) await setPresence(app, id, change);
  const chats =
    beat.ended.length === 0
      ? []
      : await app.db
          .insert(chatSessions)
          .values(
            beat.ended.map((chat) => ({
              ...chat,
              endedAt: new Date(chat.startedAt.getTime() + chat.durationSeconds * 1000),
            })),
          )
          .returning({ id: chatSessions.id });
  const reported = beat.report && beat.ended[beat.report.chat];
  if (beat.report && reported)
    await app.db.insert(abuseReports).values({
      chat: chats[beat.report.chat]?.id ?? null,
      reporter: reported.member,
      performer: reported.performer,
      category: beat.report.category,
      excerpt: beat.report.excerpt,
    });
  if (beat.snapshot) {
    const [image] = await app.db.insert(images).values(snapshotImage(random)).returning({ id: images.id });
    await app.db
      .insert(mediaItems)
      .values({ performer: beat.snapshot.performer, kind: 'snapshot', image: image!.id });
  }
}
