import { sql } from 'drizzle-orm';
import type { Db } from '../Db';
import {
  blacklabels,
  chatMessages,
  familySites,
  partners,
  studios,
  whitelabelSites,
} from '../schema/platform';
import { abuseReports, kicks } from '../schema/moderation';
import { attachments, images } from '../schema/platformMedia';
import { chatSessions, creditLedger, payments } from '../schema/platformMoney';
import { members, performers } from '../schema/platformUsers';
import { audienceDays } from '../schema/messaging';
import { trafficDays, trafficHours, visits } from '../schema/platformHistory';
import { promotionGroups, promotions } from '../schema/promotions';
import { reservations } from '../schema/reservations';
import { bonuses } from '../schema/bonuses';
import { seoCategories } from '../schema/seo';
import { wallets } from '../schema/wallets';
import { seedPlatformCompanies, type PlatformCompanies } from './platformCompanies';
import { PLATFORM_NAMES } from './platformNames';
import { PlatformRandom } from './platformRandom';
import { platformInsertJson } from './platformInsertJson';
import { platformUser } from './platformUser';
import { performerPrivate, type IdentityImages } from './performerPrivate';
import { performerProfile } from './performerProfile';
import { seedAttachments } from './seedAttachments';
import { seedIdentityImages } from './seedIdentityImages';
import { seedMoney } from './seedMoney';
import { seedModeration } from './seedModeration';
import { seedPresence } from './seedPresence';
import { seedStreams } from './seedStreams';
import { seedMediaQueue } from './seedMediaQueue';
import { seedCommunications } from './seedCommunications';
import { seedPromotions } from './seedPromotions';
import { seedReservations } from './seedReservations';
import { seedBonuses } from './seedBonuses';
import { seedSeoCategories } from './seedSeoCategories';
import { seedIvr } from './seedIvr';
import { seedPostbacks } from './seedPostbacks';
import { seedPartnerOffers } from './seedPartnerOffers';
import { seedPartnerTraffic } from './seedPartnerTraffic';
import { seedVisits } from './seedVisits';
import { seedTariffs } from './seedTariffs';
import { seedWallets } from './seedWallets';
import { seedWhitelabelBuilder } from './seedWhitelabelBuilder';
import { seedPlatformDeployments } from './seedPlatformDeployments';
import { seedFailedJob } from './seedFailedJob';

export interface SeedPlatformOptions {
  members: number;
  performers: number;
  /** The demo postback receiver's address (the server's own); `npm start`'s by default. */
  demoReceiver?: string;
}

const SEED = 20261122;
/** A fixed "today" so dates do not depend on when the seed runs. */
const NOW = new Date('2026-11-01T12:00:00Z');
const STUDIOS = 100;
/** Rows per INSERT: small enough that a million-member seed never holds more than one batch in memory. */
const BATCH = 2500;
/**
 * Performers with identity pictures and attachments of their own; the rest of a large seed (SEED_SCALE > 1)
 * point at a few shared pictures, so a million-member seed stores no more images than the default one.
 */
const WITH_PAPERS = 2000;
const SHARED_PAPERS = Array.from({ length: 20 }, (_, serial) => serial);
const ONLINE: readonly (readonly [string, number])[] = [
  ['offline', 70],
  ['online', 10],
  ['live', 8],
  ['vip', 3],
  ['free', 5],
  ['pause', 4],
];

async function insertInBatches(total: number, insertBatch: (from: number, to: number) => Promise<void>) {
  for (let from = 0; from < total; from += BATCH) {
    await insertBatch(from, Math.min(total, from + BATCH));
  }
}

async function seedPerformers(db: Db, random: PlatformRandom, companies: PlatformCompanies, count: number) {
  let shared: IdentityImages[] = [];
  await insertInBatches(count, async (from, to) => {
    const serials = Array.from({ length: to - from }, (_, index) => from + index + 1);
    const own = await seedIdentityImages(
      db,
      serials.filter((serial) => serial <= WITH_PAPERS),
    );
    if (own.length < serials.length && shared.length === 0)
      shared = await seedIdentityImages(db, SHARED_PAPERS);
    const rows = serials.map((serial, index) => {
      const user = platformUser(random, serial, companies, NOW, PLATFORM_NAMES.performerGenders);
      const approved = random.chance(0.85);
      const reviewed = approved || random.chance(0.5);
      const images = index < own.length ? own[index]! : shared[serial % shared.length]!;
      return {
        ...user,
        private: { ...user.private, ...performerPrivate(random, user.country, NOW, images) },
        identity: { photoFrontData: images.front, photoBackData: images.back },
        profile: performerProfile(random, user.private.gender, user.private.dateOfBirth),
        studio: random.chance(0.8) ? random.pick(companies.studioIds) : null,
        approved,
        reviewedAt: reviewed ? new Date(user.createdAt.getTime() + random.int(1, 72) * 3600 * 1000) : null,
        onlineStatus: random.weighted(ONLINE),
      };
    });
    await platformInsertJson(db, performers, rows);
    await seedAttachments(
      db,
      random,
      rows.slice(0, own.length).map((row) => row.username),
      NOW,
    );
  });
}

async function seedMembers(db: Db, random: PlatformRandom, companies: PlatformCompanies, count: number) {
  await insertInBatches(count, async (from, to) => {
    const rows = [];
    for (let serial = from + 1; serial <= to; serial++) {
      const user = platformUser(random, serial, companies, NOW, PLATFORM_NAMES.memberGenders);
      const deleted = random.chance(0.01);
      rows.push({
        ...user,
        state: deleted ? 'deleted' : user.state,
        credits: random.chance(0.6) ? 0 : random.int(1, 5000),
      });
    }
    await platformInsertJson(db, members, rows);
  });
}

/** Only what the seed wrote: a bare VACUUM would walk every schema of a shared database. */
const SEEDED_TABLES = [
  familySites,
  partners,
  whitelabelSites,
  studios,
  blacklabels,
  members,
  performers,
  audienceDays,
  visits,
  trafficHours,
  trafficDays,
  images,
  attachments,
  creditLedger,
  payments,
  chatSessions,
  chatMessages,
  wallets,
  promotionGroups,
  promotions,
  reservations,
  bonuses,
  seoCategories,
  abuseReports,
  kicks,
].map((table) => sql`${table}`);

/**
 * Fills the platform tables with the same realistic demo data on every run: family and whitelabel sites,
 * partners, 100 studios, blacklabels, members and performers (in batches, so a million members never sit in
 * memory) with their private parts, profiles and identity pictures, then credits, payments and chats (a few flagged invalid, reported or ended in a kick), wallets and reservations,
 * and thirteen months of visits (seedVisits; the hourly and daily traffic rollups fill through their triggers). Does
 * nothing when the platform already has sites, so it is safe on every start; one transaction, so an interrupted
 * seed leaves nothing half-done behind; then vacuumed and analyzed, so the first lists are planned well.
 *
 * @example
 * await seedPlatform(db, { members: 20_000, performers: 2_000 });
 */
export async function seedPlatform(db: Db, opts: SeedPlatformOptions): Promise<void> {
  const seeded = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(familySites);
    if ((existing?.count ?? 0) > 0) return false;
    const random = new PlatformRandom(SEED);
    const companies = await seedPlatformCompanies(tx, random, NOW, STUDIOS);
    await seedMembers(tx, random, companies, opts.members);
    await seedPerformers(tx, random, companies, opts.performers);
    await seedMoney(tx, random, NOW);
    await seedWallets(tx, random, companies);
    await seedTariffs(tx);
    await seedReservations(tx, random, companies);
    await seedBonuses(tx, NOW, opts.performers);
    await seedSeoCategories(tx, companies);
    await seedModeration(tx, random);
    await seedPresence(tx);
    await seedStreams(tx);
    await seedMediaQueue(tx, random);
    await seedPromotions(tx);
    await seedIvr(tx);
    await seedCommunications(tx, random);
    await seedPostbacks(tx, NOW, opts.demoReceiver);
    await seedWhitelabelBuilder(tx, NOW);
    await seedPlatformDeployments(tx, NOW);
    await seedFailedJob(tx);
    await seedPartnerOffers(tx);
    await seedPartnerTraffic(tx, NOW);
    await seedVisits(tx, NOW, opts.members);
    return true;
  });
  // Without statistics the planner guesses 5,000 rows for every filter and sorts 800,000 members on disk for one
  // page (2.4 s), and until the visibility map is set a capped count reads the heap (190 ms instead of 3 ms);
  // autovacuum would get there only minutes later.
  if (seeded) await db.execute(sql`vacuum analyze ${sql.join(SEEDED_TABLES, sql`, `)}`);
}
