import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { expect, signInByApi, test } from './fixtures';

/** axe's serious and critical findings on the page as it is now, once transitions have ended. */
async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The suite's server runs on this Redis (serverEnv.ts) under a prefix of its own, which its key browser says. */
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

test('a Redis hash key is found by its pattern, read field by field, and deleted by typing its name', async ({
  page,
}) => {
  test.skip(!redisUrl, 'The e2e server runs without Redis (E2E_REDIS_URL is empty).');
  const token = await signInByApi(page);
  const keys = await page.request.get('/api/wse/redis/keys', { headers: { token } });
  expect(keys.status(), await keys.text()).toBe(200);
  const { prefix, configured } = (await keys.json()) as { prefix: string; configured: boolean };
  expect(configured).toBe(true);

  const redis = new Redis(redisUrl);
  const tag = randomBytes(3).toString('hex');
  const key = `${prefix}e2e-member:${tag}`;
  try {
    await redis.hset(key, { name: 'Anna', city: 'Utrecht' });
    await page.goto('/tech/redis');
    await page.getByLabel('Pattern').fill(`${prefix}e2e-member:*`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Redis keys' });
    await expect(table.getByRole('row', { name: new RegExp(key) })).toContainText(/hash.*no expiry/);
    await expect(table.getByRole('row')).toHaveCount(2);

    await table.getByRole('button', { name: key }).click();
    const panel = page.getByRole('region', { name: `Key ${key}` });
    const value = panel.getByRole('table', { name: 'Value' });
    await expect(value.getByRole('row', { name: 'name Anna' })).toBeVisible();
    await expect(value.getByRole('row', { name: 'city Utrecht' })).toBeVisible();
    await expect(panel).toContainText('hash · 2 elements · expires: no expiry');
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this Redis key?' });
    const confirm = dialog.getByRole('button', { name: 'Delete key' });
    await dialog.getByLabel('Key').fill(`${prefix}e2e-member:`);
    await expect(confirm).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Key').fill(key);
    await confirm.click();
    await expect(page.getByText(`Deleted the Redis key ${key}`)).toBeVisible();
    await expect(table.getByRole('button', { name: key })).toHaveCount(0);
    expect(await redis.exists(key)).toBe(0);
  } finally {
    await redis.del(key);
    redis.disconnect();
  }
});

test('the datastores page shows the database, runs a SELECT and refuses a DELETE', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/tech/datastores');
  const database = page.getByRole('region', { name: 'Database' });
  await expect(database).toContainText(/Database: (PGlite|PostgreSQL)/);
  await expect(database).toContainText(/Healthy: answered in [\d.]+ ms/);
  await expect(database).toContainText(/PostgreSQL \d+/);
  if (redisUrl)
    await expect(page.getByRole('region', { name: 'Redis' })).toContainText(/Healthy: answered in/);

  const sql = page.getByLabel('SQL');
  await sql.fill('select id, username from members order by id limit 3');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const result = page.getByRole('table', { name: 'Query result' });
  await expect(result.getByRole('columnheader')).toHaveText(['id', 'username']);
  await expect(result.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('status')).toContainText('3 rows.');
  expect(await seriousViolations(page)).toEqual([]);

  await sql.fill('delete from members');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByText('Only a SELECT runs here, read-only: this is DELETE')).toBeVisible();
  await expect(result).toHaveCount(0);
});
