import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CacheEntriesResponse, CachePurgeResponse } from '../../../contract/tech/cacheApi';
import { auditLog, sysLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let norole: ReturnType<typeof testClient>;
let anonymous: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  norole = testClient(app, await tokenFor(app, 'norole'));
  anonymous = testClient(app);
});

/** A prefix no other test uses, with `count` entries under it. */
async function filled(count: number): Promise<string> {
  const prefix = `test:${randomUUID()}:`;
  for (let n = 0; n < count; n++) await app.cache.set(`${prefix}${String(n).padStart(3, '0')}`, { n }, 300);
  return prefix;
}

describe('the cache entries', () => {
  it('any signed-in staff lists entries by prefix with size and expiry, page by page; nobody else', async () => {
    const prefix = await filled(60);
    expect((await anonymous.get('/api/wse/cache/entries', { filter: { prefix } })).status).toBe(401);
    const first = await norole.get<CacheEntriesResponse>('/api/wse/cache/entries', { filter: { prefix } });
    expect(first.status).toBe(200);
    expect(first.body.backEnd).toBe('memory');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]).toMatchObject({ key: `${prefix}000`, size: JSON.stringify({ n: 0 }).length });
    expect(first.body.data[0]!.expiresIn).toBeGreaterThan(290_000);
    expect(first.body.cursor).not.toBeNull();
    const second = await norole.get<CacheEntriesResponse>('/api/wse/cache/entries', {
      filter: { prefix },
      cursor: first.body.cursor!,
    });
    expect(second.body.data.map((entry) => entry.key)).toEqual(
      Array.from({ length: 10 }, (_, n) => `${prefix}${String(n + 50).padStart(3, '0')}`),
    );
    expect(second.body.cursor).toBeNull();
  });

  it('refuses a prefix past 200 characters and an unknown parameter, naming them', async () => {
    const long = await admin.get<{ error: { fields: Record<string, string> } }>('/api/wse/cache/entries', {
      filter: { prefix: 'x'.repeat(201) },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('prefix');
    expect((await admin.get('/api/wse/cache/entries', { pattern: 'x' })).status).toBe(400);
  });
});

describe('a cache purge', () => {
  it('previews how many entries and which match, deleting nothing', async () => {
    const prefix = await filled(25);
    const preview = await norole.post<CachePurgeResponse>('/api/wse/cache/purge', { prefix, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ prefix, matched: 25, purged: null });
    expect(preview.body.keys).toHaveLength(20);
    expect(preview.body.keys[0]).toBe(`${prefix}000`);
    expect(await app.cache.get(`${prefix}024`)).toEqual({ n: 24 });
  });

  it('deletes what the prefix matches, says how many, and is audited and logged', async () => {
    const prefix = await filled(3);
    const other = await filled(1);
    const purge = await norole.post<CachePurgeResponse>('/api/wse/cache/purge', { prefix, preview: false });
    expect(purge.body).toMatchObject({ prefix, matched: 3, purged: 3 });
    expect(await app.cache.get(`${prefix}000`)).toBeUndefined();
    expect(await app.cache.get(`${other}000`)).toEqual({ n: 0 });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cache.purge'), eq(auditLog.target, `cache:${prefix}`)));
    expect(audit).toMatchObject({ actor: 'norole', changes: { entries: { before: 3, after: 0 } } });
    const [line] = await app.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.source, 'cache'))
      .orderBy(desc(sysLog.id))
      .limit(1);
    expect(line?.message).toBe(`norole purged 3 cache entries under '${prefix}'`);
  });

  it('is refused without a session and without a preview flag', async () => {
    expect((await anonymous.post('/api/wse/cache/purge', { prefix: 'x', preview: true })).status).toBe(401);
    const missing = await admin.post('/api/wse/cache/purge', { prefix: 'x' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('preview');
  });
});
