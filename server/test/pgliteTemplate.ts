import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/Db';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { testConfig } from './testConfig';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the seeded database is made of; any change to these makes a new template. */
const INPUTS = [
  'server/db/migrations',
  'server/db/seed',
  'server/db/schema',
  'server/db/migrate.ts',
  'server/test/testConfig.ts',
  'contract/roles.ts',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client) as unknown as Db;
  const config = testConfig();
  await migrate(db);
  await seedDatabase(db, { scale: config.seedScale, argon2: config.argon2 });
  const data = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await data.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * A migrated and seeded PGlite data directory, built once and kept in the temp dir: starting from it skips
 * initdb, migrations and seeding, which is most of a test app's start-up time.
 *
 * @example
 * const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `wse-pglite-template-${fingerprint()}.tar`);
  if (!existsSync(file)) await buildTemplate(file);
  return new Blob([readFileSync(file)]);
}
