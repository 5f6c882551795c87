import { apiToken, DEMO_PASSWORD, expect, signInByForm, test } from './fixtures';

// On the suite's server, whose answers stay cached for ten minutes (serverEnv.ts): what the test sees held cannot
// expire between two of its steps on a loaded machine. Other tests cache reports too, so the test purges the
// reports first and counts only its own.
test.describe.configure({ mode: 'serial' });

test('a cached analytics report is listed, its prefix previewed and purged, and it is gone', async ({
  page,
}) => {
  await signInByForm(page, 'admin', DEMO_PASSWORD);
  const token = await apiToken(page.request, 'admin', DEMO_PASSWORD);
  const cleared = await page.request.post('/api/wse/cache/purge', {
    headers: { token },
    data: { prefix: 'analytics:report:', preview: false },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
  const report = await page.request.post('/api/analytics/report', {
    headers: { token },
    data: { report: 'visitors', from: '2026-10-01', to: '2026-10-31' },
  });
  expect(report.status(), await report.text()).toBe(200);

  await page.goto('/tech/cache');
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

  const left = await page.request.get('/api/wse/cache/entries', {
    headers: { token },
    params: { filter: JSON.stringify({ prefix: 'analytics:report:' }) },
  });
  expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
});

test('the dashboard files the browser loaded are held at the edge, previewed and purged by a pattern', async ({
  page,
}) => {
  await signInByForm(page, 'admin', DEMO_PASSWORD);
  const src = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  // The browser's own load held it already, or this first request does: the second is answered from the edge.
  expect(src).toMatch(/^\/assets\//);
  await page.request.get(src!);
  const again = await page.request.get(src!);
  expect(again.headers()['x-cache']).toBe('HIT');

  await page.goto('/tech/cdn');
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
