import { uniqueName } from '../fixtures/adminApi';
import { expect, signInByApi, test } from './fixtures';

test('a reservation is held from a studio, named when its holder is missing, and released from the list', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const reason = uniqueName('Chargeback reserve');

  await page.goto('/financial/reservations');
  await expect(page.getByLabel('Current page')).toHaveText('Reservations');
  await expect(
    page.getByRole('row').filter({ hasText: 'Dispute settled' }).or(page.getByText('Released').first()),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('150');
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await page.getByLabel('Held until', { exact: true }).fill('2099-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the performer or the studio to hold back from')).toBeVisible();

  await page.getByRole('combobox', { name: 'Studio', exact: true }).click();
  const studio = page.getByRole('option').first();
  const studioName = (await studio.textContent()) ?? '';
  await studio.click();
  await expect(page.getByRole('combobox', { name: 'Studio', exact: true })).toHaveValue(studioName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/financial\/reservation\/\d+$/);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('150.00');

  await page.goto('/financial/reservations');
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Held');
  await row.getByRole('button', { name: 'Release' }).click();
  const dialog = page.getByRole('dialog', { name: /Release/ });
  await dialog.getByLabel('Note').fill('Chargeback window closed');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Reservation released')).toBeVisible();
  await expect(row).toContainText('Released');
  await expect(row.getByRole('button', { name: 'Release' })).toBeDisabled();
});
