import { expect, signInByApi, test } from './fixtures';

test('a tariff price change says how many performers it affects before it is saved, then shows with its currency', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/support/tariffs');
  await expect(page.getByLabel('Current page')).toHaveText('Tariff Management');
  const row = page.getByRole('row').filter({ hasText: 'Standard GBP' });
  await expect(row).toContainText('£\u00a03,38');
  const performers = (await row.getByRole('cell').nth(-2).textContent())?.trim() ?? '';
  expect(Number(performers.replace('.', ''))).toBeGreaterThan(0);

  await row.getByRole('link', { name: 'Standard GBP' }).click();
  await expect(page).toHaveURL(/\/support\/tariff\/\d+$/);
  const vip = page.getByLabel('Vip', { exact: true });
  await expect(vip).toHaveValue('3.38');
  const affects = page.getByText(`This change affects ${performers} performers.`);
  await expect(affects).toBeHidden();
  await vip.fill('3.49');
  await expect(affects).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save tariff group' });
  await expect(confirm).toContainText(
    `This change affects ${performers} performers. Save it for all of them?`,
  );
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tariff group saved')).toBeVisible();
  await expect(page).toHaveURL(/\/support\/tariffs/);
  await expect(page.getByRole('row').filter({ hasText: 'Standard GBP' })).toContainText('£\u00a03,49');
});
