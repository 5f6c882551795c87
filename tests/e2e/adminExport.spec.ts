import { readFile } from 'node:fs/promises';
import { apiCall, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

test('the CSV export downloads every filtered row, not just the page shown', async ({ page }) => {
  const token = await apiToken(page.request, 'admin');
  const prefix = uniqueName('csv');
  const [tech] = (await apiCall(page.request, token, 'GET', '/groups?filter={"q":"Tech"}')) as unknown as {
    id: number;
  }[];
  // A name a spreadsheet would run as a formula: the file must hold it as text.
  const formula = `=1+2 ${prefix}`;
  const trap = await apiCall(page.request, token, 'POST', '/groups', { name: formula });
  for (const n of [1, 2, 3]) {
    await apiCall(page.request, token, 'POST', '/login/account', {
      username: `${prefix}.${n}`,
      email: `${prefix}.${n}@csv.example`,
      groups: n === 1 ? [tech!.id] : n === 2 ? [trap.id as number] : [],
    });
  }
  await signInByApi(page, 'admin');
  await page.goto(`/admin/accounts?perPage=2`);
  await page.locator('#main-content').getByLabel('Search', { exact: true }).fill(prefix);
  await expect(page).toHaveURL(new RegExp(`filter=.*${prefix}`));
  const rows = page.locator('#main-content').getByRole('row');
  await expect(rows.filter({ hasText: `${prefix}.1` })).toBeVisible();
  await expect(rows.filter({ hasText: `${prefix}.2` })).toBeVisible();
  await expect(rows.filter({ hasText: `${prefix}.3` })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'admin@wse.example' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Username,Email,Groups,Created');
  expect(lines[1]).toContain(`${prefix}.1,${prefix}.1@csv.example,Tech,`);
  expect(lines[2]).toContain(`${prefix}.2,${prefix}.2@csv.example,"'${formula}",`);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
    `${prefix}.1`,
    `${prefix}.2`,
    `${prefix}.3`,
  ]);
});
