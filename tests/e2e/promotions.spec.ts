import { uniqueName } from '../fixtures/adminApi';
import { expect, openCreateForm, signInByApi, test } from './fixtures';
import { holdChunk } from './holdChunk';

/** A day from today where the server counts days (Europe/Amsterdam), as YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

test('a promotion with a placement and a rule is created, refused while it ends before it starts, and live in the list', async ({
  page,
}) => {
  const name = uniqueName('E2E promotion');
  await signInByApi(page, 'admin');
  await page.goto('/marketing/promotions');
  await expect(page.getByLabel('Current page')).toHaveText('Promotions');
  await expect(page.getByRole('row')).not.toHaveCount(0);

  await openCreateForm(page, '/marketing/promotion', 'Placements');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Active', { exact: true }).check();
  await page.getByLabel('Start', { exact: true }).fill(day(0));
  await page.getByLabel('End', { exact: true }).fill(day(-1));
  await page.getByLabel('Theme name', { exact: true }).fill('neon');
  const rules = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Rules', level: 2 }) });
  await rules.getByRole('button', { name: 'Add' }).click();
  await rules.getByRole('combobox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'First time payment' }).click();
  await rules.getByLabel('Rule active').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('End must not be before Start')).toBeVisible();

  await page.getByLabel('End', { exact: true }).fill(day(30));
  await expect(page.getByText('End must not be before Start')).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/marketing\/promotion\/\d+$/, { timeout: 20_000 });
  await expect(page.getByLabel('Theme name', { exact: true })).toHaveValue('neon');
  await expect(page.getByRole('combobox', { name: 'Rule' })).toContainText('First time payment');

  await page.goto('/marketing/promotions');
  await page.getByLabel('Name', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const headers = await page.getByRole('columnheader').allTextContents();
  const live = headers.findIndex((header) => header.trim() === 'Live');
  expect(live).toBeGreaterThan(-1);
  await expect(row.getByRole('cell').nth(live).getByLabel('Yes')).toBeVisible();
});

test("the create form does not move when the picture input's code arrives: the sections below the first wait for it", async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const chunk = await holdChunk(page, 'ImageKindInput');
  await page.goto('/marketing/promotion');
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await chunk.requested;
  // Once the page has nothing left to do (its later render done or waiting), the sections below are still to come.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.getByRole('heading', { name: 'Rules', level: 2 })).toHaveCount(0);
  chunk.release();
  await expect(page.getByText('Drop a picture to upload, or click to select it.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rules', level: 2 })).toBeVisible();
});
