import { count } from 'drizzle-orm';
import type { Argon2Settings } from '../../auth/passwords';
import type { Db } from '../Db';
import { accounts } from '../schema/staff';
import { seedStaff } from './seedStaff';

export interface SeedOptions {
  /** Multiplies the platform's 20,000 members and 2,000 performers (SEED_SCALE; 50 gives a million members). */
  scale: number;
  argon2: Argon2Settings;
  /** Where this server is reached (PUBLIC_URL): the seeded demo postbacks call its demo receiver. */
  publicUrl?: string;
}

type PlatformSeeder = (
  db: Db,
  opts: { members: number; performers: number; demoReceiver?: string },
) => Promise<void>;

async function platformSeeder(): Promise<PlatformSeeder | undefined> {
  try {
    const module = (await import('./platform')) as { seedPlatform?: PlatformSeeder };
    return module.seedPlatform;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Fills a new database with the demo data: staff accounts and groups when there are no accounts yet, then the
 * platform (its seeder skips a platform that has data), so an interrupted first start completes on the next.
 *
 * @example
 * await seedDatabase(db, { scale: 1, argon2: config.argon2 });
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const [row] = await db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) === 0) await db.transaction((tx) => seedStaff(tx, options.argon2));
  const seedPlatform = await platformSeeder();
  await seedPlatform?.(db, {
    members: Math.round(20_000 * options.scale),
    performers: Math.round(2_000 * options.scale),
    ...(options.publicUrl ? { demoReceiver: `${options.publicUrl}/api/demo/postback-receiver` } : {}),
  });
}
