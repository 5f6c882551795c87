import { readFile } from 'node:fs/promises';
import { expect, signInByApi, test } from './fixtures';

test('Partner Overview lists partners with their codes and exports the filtered list; a partner’s record shows its sections and saves an edit', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/partners');
  await expect(page.getByLabel('Current page')).toHaveText('Partner Overview');
  const headers = page.getByRole('columnheader');
  for (const column of ['Partner code', 'Sites', 'Minutes', 'Revenue'])
    await expect(headers.filter({ hasText: new RegExp(`^${column}$`) })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /P10\d\d/ })
      .first(),
  ).toBeVisible();
  expect(
    await page
      .getByRole('row')
      .filter({ hasText: /P10\d\d/ })
      .count(),
  ).toBe(25);

  await page.getByLabel('Name or code').fill('P1001');
  const row = page.getByRole('row').filter({ hasText: 'P1001' });
  await expect(page.getByRole('row').filter({ hasText: /P10\d\d/ })).toHaveCount(1);
  await expect(row).toContainText('2');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Partner code');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('P1001');
  await row.click();
  await expect(page).toHaveURL(/\/partner\/\d+$/);
  for (const section of ['Partner', 'Traffic', 'Details', 'Meta', 'Whitelabel'])
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  await expect(page.getByLabel('Partner code', { exact: true }).first()).toHaveValue('P1001');
  await expect(page.getByLabel('Sites', { exact: true })).toHaveValue('2');

  const city = page.getByLabel('City', { exact: true });
  await city.fill('Zwolle');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Partner saved')).toBeVisible();
  await expect(page).toHaveURL(/\/partners/);
  await page.getByRole('row').filter({ hasText: 'P1001' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Zwolle');
  await expect(page.getByText('Zwolle').first()).toBeVisible();
});
