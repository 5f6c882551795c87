import { inArray } from 'drizzle-orm';
import type { Db } from '../Db';
import { attachments } from '../schema/platformMedia';
import { performers } from '../schema/platformUsers';
import type { PlatformRandom } from './platformRandom';
import { storeSeedImages } from './storeSeedImages';

const KINDS = [
  'idFront',
  'idBack',
  'bank_card',
  'image_holding_id_card',
  'bank_statement_or_utility_bill',
  'representationDocument',
];
const DAY = 24 * 3600 * 1000;

/**
 * 0–3 attachments of different kinds for each of these performers (by username), each with its own stored
 * picture, uploaded in the days after they signed up.
 *
 * @example
 * await seedAttachments(db, random, ['anna1', 'bo2'], now);
 */
export async function seedAttachments(
  db: Db,
  random: PlatformRandom,
  usernames: readonly string[],
  now: Date,
): Promise<void> {
  if (usernames.length === 0) return;
  // Looked up, not predicted: a sequence keeps counting after an interrupted seed rolled back.
  const owners = await db
    .select({ id: performers.id, username: performers.username, createdAt: performers.createdAt })
    .from(performers)
    .where(inArray(performers.username, [...usernames]));
  owners.sort((a, b) => a.id - b.id); // the draws below follow this order
  const planned = owners.flatMap((owner) => {
    const count = random.weighted([
      [0, 3],
      [1, 3],
      [2, 2],
      [3, 2],
    ] as const);
    const left: string[] = [...KINDS];
    const kinds = Array.from({ length: count }, () => left.splice(random.int(0, left.length - 1), 1)[0]!);
    return kinds.map((kind) => ({
      owner,
      kind,
      seed: random.int(0, 999),
      at: new Date(Math.min(now.getTime(), owner.createdAt.getTime() + random.int(1, 30) * DAY)),
    }));
  });
  if (planned.length === 0) return;
  const ids = await storeSeedImages(
    db,
    planned.map((plan) => ({ seed: plan.seed, side: plan.kind === 'idBack' ? 'back' : 'front' })),
  );
  await db.insert(attachments).values(
    planned.map((plan, index) => ({
      performer: plan.owner.id,
      kind: plan.kind,
      image: ids[index]!,
      createdAt: plan.at,
    })),
  );
}
