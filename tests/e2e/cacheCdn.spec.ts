import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, serverOfItsOwn, signInByForm } from './fixtures';

// A server of its own whose answers stay cached for ten minutes, on the machine's Redis under a prefix of its own:
// what the test sees held cannot expire between two of its steps on a loaded machine.
const server = serverOfItsOwn({
  CACHE_TTL_SECONDS: '600',
  REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `wse-e2e-cache-${randomBytes(4).toString('hex')}:`,
});

test.describe.configure({ mode: 'serial' });

test('a cached analytics report is listed, its prefix previewed and purged, and it is gone', async ({
  page,
}) => {
  await signInByForm(page, 'admin', DEMO_PASSWORD, server.origin);
  const token = await apiToken(page.request, 'admin', DEMO_PASSWORD, server.origin);
  const report = await page.request.post(`${server.origin}/api/analytics/report`, {
    headers: { token },
    data: { report: 'visitors', from: '2026-10-01', to: '2026-10-31' },
  });
  expect(report.status(), await report.text()).toBe(200);

  await page.goto(`${server.origin}/tech/cache`);
  await expect(page.getByText(/The cache is in Redis \(REDIS_URL\).*held for 600 s/)).toBeVisible();
  await page.getByLabel('Key prefix').fill('analytics:report:');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const table = page.getByRole('table', { name: 'Cache entries' });
  await expect(table.getByRole('row', { name: /analytics:report:visitors:/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: "Purge 'analytics:report:'…" }).click();
  const dialog = page.getByRole('dialog', { name: 'Purge cache entries?' });
  await expect(dialog).toContainText("1 matches 'analytics:report:'");
  await expect(dialog.getByRole('list', { name: 'Matching' })).toContainText('analytics:report:visitors:');
  await dialog.getByRole('button', { name: 'Purge 1' }).click();
  await expect(page.getByText("Purged 1 entry under 'analytics:report:'")).toBeVisible();
  await expect(page.getByText('No entries under this prefix right now.')).toBeVisible();

  const left = await page.request.get(`${server.origin}/api/wse/cache/entries`, {
    headers: { token },
    params: { filter: JSON.stringify({ prefix: 'analytics:' }) },
  });
  expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
});

test('the dashboard files the browser loaded are held at the edge, previewed and purged by a pattern', async ({
  page,
}) => {
  await signInByForm(page, 'admin', DEMO_PASSWORD, server.origin);
  const src = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  // The browser's own load held it already, or this first request does: the second is answered from the edge.
  await page.request.get(`${server.origin}${src}`);
  const again = await page.request.get(`${server.origin}${src}`);
  expect(again.headers()['x-cache']).toBe('HIT');

  await page.goto(`${server.origin}/tech/cdn`);
  await page.getByLabel('Path or pattern').fill('/assets/*.js');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const table = page.getByRole('table', { name: 'Cached paths' });
  await expect(table.getByRole('row', { name: /\/assets\/.*\.js/ }).first()).toBeVisible();

  await page.getByRole('button', { name: "Purge '/assets/*.js'…" }).click();
  const dialog = page.getByRole('dialog', { name: 'Purge edge cache responses?' });
  await expect(dialog).toContainText(/\d+ match(es)? '\/assets\/\*\.js'/);
  await dialog.getByRole('button', { name: /^Purge \d+$/ }).click();
  await expect(page.getByText(/Purged \d+ responses? matching '\/assets\/\*\.js'/)).toBeVisible();
  await expect(page.getByText(/No response matching this pattern is held right now/)).toBeVisible();
});
