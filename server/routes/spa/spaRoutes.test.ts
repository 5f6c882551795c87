import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';

const dist = mkdtempSync(join(tmpdir(), 'wse-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>wse-dashboard</title><!--signed-in--><link href="/assets/layout.js">' +
    '<!--list-page--><link href="/assets/list.js"><!--/list-page--><!--record-page--><link href="/assets/Edit.js"><!--/record-page--><!--/signed-in-->' +
    '<div id="root"><!--app-shell--></div>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ DIST_DIR: dist, DASHBOARD_TITLE: 'Staff', DASHBOARD_BANNER: 'Test banner' });
});
afterAll(() => app.close());

describe('serving the dashboard', () => {
  it('answers a pasted deep link with index.html so the SPA can route it', async () => {
    const response = await app.inject({ url: '/admin/account/12?tab=roles' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('opens a signed-in page with the configured title and banner, and a public page with its heading', async () => {
    const page = await app.inject({ url: '/admin/accounts' });
    expect(page.body).toContain('<title>Staff</title>');
    expect(page.body).toContain('<div class="app-shell-banner" role="note">Test banner</div>');
    const login = await app.inject({ url: '/login' });
    expect(login.body).toContain('<title>Staff</title>');
    expect(login.body).not.toContain('app-shell');
    expect(login.body).toContain('<h1 class="public-shell-heading">Sign in</h1>');
    const reset = await app.inject({ url: '/forgot-password?token=abc' });
    expect(reset.body).toContain('<h1 class="public-shell-heading">Choose a new password</h1>');
  });

  it("preloads a list's screen code on a list's page and a record's on a record's, neither on a custom page", async () => {
    const record = await app.inject({ url: '/member/5' });
    expect(record.body).toContain('<link href="/assets/Edit.js">');
    expect(record.body).not.toContain('list.js');
    const list = await app.inject({ url: '/support/members' });
    expect(list.body).toContain('<link href="/assets/list.js">');
    expect(list.body).not.toContain('Edit.js');
    const custom = await app.inject({ url: '/financial/payouts' });
    expect(custom.body).toContain('<link href="/assets/layout.js">');
    expect(custom.body).not.toContain('list.js');
    expect(custom.body).not.toContain('Edit.js');
  });

  it('serves built files, hashed assets with a long cache', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed file to a browser that accepts it, and the raw one to others', async () => {
    const brotli = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(brotliCompressSync('console.log("app")'));
    expect(brotli.headers['cache-control']).toContain('immutable');
    const gzipOnly = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.body).toBe('console.log("app")');
  });

  it('does not turn a missing asset or an unknown API path into index.html', async () => {
    expect((await app.inject({ url: '/assets/gone.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'The route GET /api/does-not-exist does not exist.',
    });
  });

  it('keeps files outside the build out of reach', async () => {
    const response = await app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });

  it('serves the runtime configuration from the environment', async () => {
    const response = await app.inject({ url: '/config.json' });
    expect(response.json()).toEqual({ apiUrl: '/api', socketUrl: '', title: 'Staff', banner: 'Test banner' });
  });

  it('sends a strict content security policy without inline script', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The socket is on the same origin here, which 'self' covers: no ws: or wss: to anywhere.
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toContain("img-src 'self' data:");
  });

  it('reports health for the end-to-end runner', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
  });
});
