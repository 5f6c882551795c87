import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/openDatabase';
import { accounts } from './db/schema/staff';
import { testConfig } from './test/testConfig';
import { testDatabase } from './test/testDatabase';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  const seeded = await buildApp({ config: testConfig(), database });
  await seeded.close();
});
afterAll(() => database.close());

const production = () =>
  loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wse-prod-')),
    LOG_LEVEL: 'silent',
  });

describe('NODE_ENV=production', () => {
  it('refuses to start while the demo accounts exist', async () => {
    await expect(buildApp({ config: production(), database })).rejects.toThrow(
      /Refusing to start with NODE_ENV=production: the demo accounts \(admin, support\) exist/,
    );
  });

  it('starts once they are gone, and seeds nothing', async () => {
    await database.db.delete(accounts).where(eq(accounts.demo, true));
    const app = await buildApp({ config: production(), database });
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    expect(await database.db.select().from(accounts)).toEqual([]);
    await app.close();
  });
});
