import { sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { familySites, members, performers } from '../schema/platform';
import { seedPlatformCompanies, type PlatformCompanies } from './platformCompanies';
import { PLATFORM_NAMES } from './platformNames';
import { PlatformRandom } from './platformRandom';
import { platformInsertJson } from './platformInsertJson';
import { platformUser } from './platformUser';

export interface SeedPlatformOptions {
  members: number;
  performers: number;
}

const SEED = 20261122;
/** A fixed "today" so dates do not depend on when the seed runs. */
const NOW = new Date('2026-11-01T12:00:00Z');
const STUDIOS = 100;
/** Rows per INSERT: small enough that a million-member seed never holds more than one batch in memory. */
const BATCH = 2500;

async function insertInBatches(total: number, insertBatch: (from: number, to: number) => Promise<void>) {
  for (let from = 0; from < total; from += BATCH) {
    await insertBatch(from, Math.min(total, from + BATCH));
  }
}

async function seedPerformers(db: Db, random: PlatformRandom, companies: PlatformCompanies, count: number) {
  await insertInBatches(count, async (from, to) => {
    const rows = [];
    for (let serial = from + 1; serial <= to; serial++) {
      const user = platformUser(random, serial, companies, NOW, PLATFORM_NAMES.performerGenders);
      const approved = random.chance(0.85);
      rows.push({
        ...user,
        studioId: random.chance(0.8) ? random.pick(companies.studioIds) : null,
        approved,
        reviewedAt: approved ? new Date(user.createdAt.getTime() + random.int(1, 72) * 3600 * 1000) : null,
        rating: random.int(0, 100),
      });
    }
    await platformInsertJson(db, performers, rows);
  });
}

async function seedMembers(db: Db, random: PlatformRandom, companies: PlatformCompanies, count: number) {
  await insertInBatches(count, async (from, to) => {
    const rows = [];
    for (let serial = from + 1; serial <= to; serial++) {
      const user = platformUser(random, serial, companies, NOW, PLATFORM_NAMES.memberGenders);
      rows.push({ ...user, credits: random.chance(0.6) ? 0 : random.int(1, 5000) });
    }
    await platformInsertJson(db, members, rows);
  });
}

/**
 * Fills the platform tables with the same realistic demo data on every run: family and whitelabel sites,
 * partners, 100 studios, then members and performers in batches so a million members never sit in memory.
 * Does nothing when the platform already has sites, so it is safe on every start; one transaction, so an
 * interrupted seed leaves nothing half-done behind.
 *
 * @example
 * await seedPlatform(db, { members: 20_000, performers: 2_000 });
 */
export async function seedPlatform(db: Db, opts: SeedPlatformOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(familySites);
    if ((existing?.count ?? 0) > 0) return;
    const random = new PlatformRandom(SEED);
    const companies = await seedPlatformCompanies(tx, random, NOW, STUDIOS);
    await seedMembers(tx, random, companies, opts.members);
    await seedPerformers(tx, random, companies, opts.performers);
  });
}
