import { randomBytes } from 'node:crypto';
import { count, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../Db';
import { migrate } from '../migrate';
import { openDatabase, type Database } from '../openDatabase';
import { familySites, members, performers, studios, whitelabelSites } from '../schema/platform';
import { seedPlatform } from './platform';

const databaseUrl = process.env.DATABASE_URL;
const schema = `seed_${randomBytes(6).toString('hex')}`;

/** The seed needs an empty database of its own (test apps start from an already seeded one). */
async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let database: Database;
let db: Db;

beforeAll(async () => {
  if (databaseUrl) await onPostgres(`create schema "${schema}"`);
  database = await openDatabase(databaseUrl ? { databaseUrl, schema } : {});
  db = database.db;
  await migrate(db);
  await seedPlatform(db, { members: 3000, performers: 400 });
});

afterAll(async () => {
  await database?.close();
  if (databaseUrl) await onPostgres(`drop schema "${schema}" cascade`);
});

const total = async (table: typeof members | typeof performers | typeof studios) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

describe('seedPlatform', () => {
  it('creates the requested numbers of members and performers and 100 studios', async () => {
    expect(await total(members)).toBe(3000);
    expect(await total(performers)).toBe(400);
    expect(await total(studios)).toBe(100);
  });

  it('spreads users over several whitelabel and family sites', async () => {
    const sites = await db
      .selectDistinct({ whitelabel: members.whitelabelId, family: members.familyId })
      .from(members);
    expect(new Set(sites.map((site) => site.whitelabel)).size).toBeGreaterThan(5);
    expect(new Set(sites.map((site) => site.family).filter(Boolean)).size).toBeGreaterThan(2);
    expect((await db.select().from(familySites)).length).toBeGreaterThan(2);
    expect((await db.select().from(whitelabelSites)).length).toBeGreaterThan(5);
  });

  it('leaves some members without a family id, as migrated accounts are', async () => {
    const [migrated] = await db.select({ n: count() }).from(members).where(isNull(members.familyId));
    expect(migrated?.n).toBeGreaterThan(0);
    expect(migrated?.n).toBeLessThan(3000 / 4);
  });

  it('draws the same data on every run (fixed seed)', async () => {
    const first = await db.select().from(members).orderBy(members.id).limit(2);
    expect(first.map((member) => [member.username, member.email, member.country])).toEqual([
      ['hugo-taylor1', 'hugo.taylor1@gmail.com', 'DE'],
      ['oliver-wagner2', 'oliver.wagner2@yahoo.com', 'AT'],
    ]);
  });

  it('gives every member a unique username and a plausible email', async () => {
    const [row] = await db
      .select({ distinct: sql<number>`count(distinct lower(${members.username}))::int` })
      .from(members);
    expect(row?.distinct).toBe(3000);
    const sample = await db.select({ email: members.email }).from(members).limit(50);
    for (const { email } of sample) expect(email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]{2,}$/);
  });

  it('does nothing when the platform is seeded already', async () => {
    await seedPlatform(db, { members: 10, performers: 10 });
    expect(await total(members)).toBe(3000);
  });
});
