import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { abuseReports, kicks } from '../schema/moderation';
import { chatSessions } from '../schema/platformMoney';
import { ABUSE_CATEGORIES, ABUSE_EXCERPTS } from './moderationTexts';
import type { PlatformRandom } from './platformRandom';

const KICK_REASONS = [
  'Abusive language in the room',
  'Spamming links',
  'Asked for private contact details',
  'Repeatedly ignoring the room rules',
  'Harassing the performer',
];

/**
 * The Support area's demo data from the seeded chats: some flagged invalid (too short, refunded, technical),
 * abuse reports members filed on chats (the oldest resolved), and kicks by performers and by support.
 */
export async function seedModeration(db: Db, random: PlatformRandom): Promise<void> {
  const chats = await db
    .select({ id: chatSessions.id, member: chatSessions.member, performer: chatSessions.performer })
    .from(chatSessions)
    .orderBy(asc(chatSessions.id))
    .limit(400);
  if (chats.length === 0) return;
  const shortOnes = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(inArray(chatSessions.kind, ['default', 'free', 'vip']), sql`${chatSessions.credits} > 0`))
    .orderBy(asc(chatSessions.durationSeconds), asc(chatSessions.id))
    .limit(12);
  const others = chats.filter((chat) => !shortOnes.some((short) => short.id === chat.id));
  const flagged = [
    { reason: 'too_short', ids: shortOnes.map((chat) => chat.id) },
    { reason: 'technical', ids: others.slice(0, 6).map((chat) => chat.id) },
    { reason: 'refunded', ids: others.slice(6, 10).map((chat) => chat.id) },
  ];
  for (const { reason, ids } of flagged)
    if (ids.length > 0)
      await db.update(chatSessions).set({ invalidReason: reason }).where(inArray(chatSessions.id, ids));

  const reported = Array.from({ length: 14 }, () => random.pick(chats));
  await db.insert(abuseReports).values(
    reported.map((chat, index) => ({
      chat: chat.id,
      reporter: chat.member,
      performer: chat.performer,
      category: random.pick(ABUSE_CATEGORIES),
      excerpt: random.pick(ABUSE_EXCERPTS),
      createdAt: new Date(Date.UTC(2026, 9, 1 + index, 8 + (index % 12))),
      ...(index < 4
        ? {
            status: 'resolved',
            resolvedAt: new Date(Date.UTC(2026, 9, 2 + index, 10)),
            resolvedBy: 'support',
            resolutionNote: 'Warned the member; the room log confirms the report.',
          }
        : {}),
    })),
  );
  const kicked = Array.from({ length: 16 }, () => random.pick(chats));
  await db.insert(kicks).values(
    kicked.map((chat, index) => ({
      chat: chat.id,
      performer: chat.performer,
      member: chat.member,
      kickedBy: index % 4 === 0 ? 'support' : 'Performer',
      reason: random.pick(KICK_REASONS),
      createdAt: new Date(Date.UTC(2026, 9, 3 + index, 20 + (index % 4))),
    })),
  );
}
