import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdnEntriesResponse, CdnPurgeResponse } from '../../../contract/tech/cdnApi';
import { auditLog, sysLog } from '../../db/schema/trail';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';

const SCRIPT = 'console.log("app")';
const dist = mkdtempSync(join(tmpdir(), 'wse-cdn-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc.js'), SCRIPT);
writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'assets', 'style-def.css'), 'body{margin:0}');

let app: FastifyInstance;
let norole: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await buildTestApp({ DIST_DIR: dist });
  norole = testClient(app, await tokenFor(app, 'norole'));
});
afterAll(() => app?.close());

const asset = (path: string, headers: Record<string, string> = {}) => app.inject({ url: path, headers });
const entries = async (pattern = '') =>
  (await norole.get<CdnEntriesResponse>('/api/wse/cdn/entries', { filter: { pattern } })).body;

describe('the edge cache in front of /assets', () => {
  it('serves a file first from disk (MISS), then from the edge (HIT) with the same headers and body', async () => {
    const miss = await asset('/assets/index-abc.js');
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await asset('/assets/index-abc.js');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(SCRIPT);
    for (const header of ['etag', 'cache-control', 'content-type', 'last-modified'])
      expect(hit.headers[header], header).toBe(miss.headers[header]);
    expect(hit.headers['cache-control']).toContain('immutable');
    // The server's own security headers are on a hit too.
    expect(hit.headers['x-content-type-options']).toBe(miss.headers['x-content-type-options']);

    const notModified = await asset('/assets/index-abc.js', { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['x-cache']).toBe('HIT');
  });

  it('holds each encoding asked apart: brotli for a browser that takes it', async () => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    expect((await asset('/assets/index-abc.js', br)).headers['x-cache']).toBe('MISS');
    const hit = await asset('/assets/index-abc.js', br);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('leaves a missing asset and the API alone', async () => {
    const missing = await asset('/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    expect((await asset('/assets/nope.js')).headers['x-cache']).toBe('MISS');
    expect((await asset('/api/health')).headers['x-cache']).toBeUndefined();
  });
});

describe('the CDN routes', () => {
  it('list the held responses by pattern with size and hits, for any signed-in staff only', async () => {
    await asset('/assets/style-def.css');
    expect((await testClient(app).get('/api/wse/cdn/entries')).status).toBe(401);
    const all = await entries();
    expect(all.scope).toBe('instance');
    const script = all.data.find(
      (entry) => entry.path === '/assets/index-abc.js' && entry.encoding === 'identity',
    );
    expect(script).toMatchObject({ size: SCRIPT.length, hits: 2 });
    expect((await entries('/assets/*.css')).data.map((entry) => entry.path)).toEqual([
      '/assets/style-def.css',
    ]);
    expect((await entries('/assets/index-abc.js')).total).toBe(2);
  });

  it('preview what a pattern matches, then purge it: audited and logged, and the next request is a MISS', async () => {
    const preview = await norole.post<CdnPurgeResponse>('/api/wse/cdn/purge', {
      pattern: '/assets/*.js',
      preview: true,
    });
    expect(preview.body).toEqual({
      pattern: '/assets/*.js',
      matched: 2,
      paths: ['/assets/index-abc.js'],
      purged: null,
    });
    expect((await asset('/assets/index-abc.js')).headers['x-cache']).toBe('HIT');

    const purge = await norole.post<CdnPurgeResponse>('/api/wse/cdn/purge', {
      pattern: '/assets/*.js',
      preview: false,
    });
    expect(purge.body).toMatchObject({ matched: 2, purged: 2 });
    expect((await entries()).data.map((entry) => entry.path)).toEqual(['/assets/style-def.css']);
    expect((await asset('/assets/index-abc.js')).headers['x-cache']).toBe('MISS');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cdn.purge'), eq(auditLog.target, 'cdn:/assets/*.js')));
    expect(audit?.actor).toBe('norole');
    const [line] = await app.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.source, 'cdn'))
      .orderBy(desc(sysLog.id))
      .limit(1);
    expect(line?.message).toBe("norole purged 2 edge cache responses matching '/assets/*.js'");
  });

  it('refuses an empty pattern for a purge, naming it', async () => {
    const empty = await norole.post('/api/wse/cdn/purge', { pattern: '', preview: true });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('pattern');
  });
});
