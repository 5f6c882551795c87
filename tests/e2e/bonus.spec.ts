import { uniqueName } from '../fixtures/adminApi';
import { expect, openCreateForm, signInByApi, test } from './fixtures';

test('a bonus is granted to a performer for a month, told when the month is wrong, and listed as pending', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const reason = uniqueName('Top performer of October');

  await page.goto('/support/bonus');
  await expect(page.getByRole('row').filter({ hasText: 'Pending' }).first()).toBeVisible();
  // The demo bonuses paid by past payouts name their invoice.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Paid.*M2025\d{4}-\d{4}/ })
      .first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('combobox', { name: 'Performer', exact: true }).click();
  const performer = page.getByRole('option').first();
  const performerName = (await performer.textContent()) ?? '';
  await performer.click();
  await page.getByLabel('Amount', { exact: true }).fill('123.45');
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await page.getByLabel('Period', { exact: true }).fill('2026-13');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Period must be a month as YYYY-MM')).toBeVisible();

  await page.getByLabel('Period', { exact: true }).fill('2026-10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/bonus\/\d+$/);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('123.45');

  await page.goto('/support/bonus');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('123,45');
  await expect(row).toContainText(performerName);
});

test('an SEO category is made with a rule, told when the path pattern is not a path', async ({ page }) => {
  await signInByApi(page, 'admin');
  const name = uniqueName('Blue eyes');
  await page.goto('/tech/seo');
  await expect(page.getByRole('row').filter({ hasText: 'Blonde' })).toBeVisible();

  await openCreateForm(page, '/tech/category', 'Rules');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Site' }).fill('Velvet');
  await page
    .getByRole('option', { name: /Velvet Live/ })
    .first()
    .click();
  await page.getByLabel('Path pattern').fill('blue eyes');
  await page.getByLabel('Title').fill('Blue-eyed performers live');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Path pattern must be a path from \//)).toBeVisible();

  await page.getByLabel('Path pattern').fill('/blue-eyes/:page');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tech\/category\/\d+$/);
  await expect(page.getByLabel('Path pattern')).toHaveValue('/blue-eyes/:page');
});
