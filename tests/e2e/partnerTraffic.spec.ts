import { expect, signInByApi, test } from './fixtures';

test('an offer is refused with a revenue share past 100 at its field, then saved and listed', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/partners/offers');
  await expect(page.getByLabel('Current page')).toHaveText('Offers');
  await expect(page.getByRole('row').filter({ hasText: 'Revenue share' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'CPA' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/partners/offer');
  await page.getByRole('combobox', { name: 'Partner', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Site', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Kind', exact: true }).click();
  await page.getByRole('option', { name: 'Revenue share' }).click();
  await page.getByLabel('Valid from', { exact: true }).fill('2027-03-01');
  await page.getByLabel('Revenue share %', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Revenue share % must be at most 100')).toBeVisible();

  await page.getByLabel('Revenue share %', { exact: true }).fill('37');
  await expect(page.getByText('Revenue share % must be at most 100')).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partners\/offer\/\d+$/, { timeout: 20_000 });
  await expect(page.getByLabel('Revenue share %', { exact: true })).toHaveValue('37');

  await page.goto('/partners/offers');
  await expect(page.getByRole('row').filter({ hasText: '2027-03-01' }).filter({ hasText: '37' })).toHaveCount(
    1,
  );
});

test('a code in Unknown is assigned to a partner and leaves the list', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/partners/unlisted');
  await expect(page.getByLabel('Current page')).toHaveText('Unknown');
  const first = page.getByRole('row').nth(1);
  await expect(first.getByRole('button', { name: 'Assign to partner' })).toBeVisible();
  const code = (await first.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(code).not.toBe('');

  await page.getByLabel('Partner code', { exact: true }).fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Assign to partner' }).click();
  const dialog = page.getByRole('dialog', { name: /Assign to partner/ });
  await expect(dialog.getByText(`Code ${code} and its traffic so far`)).toBeVisible();
  // The dialog opens with the picker focused: the arrow key opens its options.
  const picker = dialog.getByRole('combobox', { name: 'Partner', exact: true });
  await picker.focus();
  await picker.press('ArrowDown');
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Assign to partner' }).click();
  await expect(page.getByText('Code assigned to the partner', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});
