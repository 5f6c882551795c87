import { expect, signInByApi, test } from './fixtures';

test('the revenue history chart and its table show the same totals, per grouping', async ({ page }) => {
  await signInByApi(page, 'admin');
  // The seed's payments lie before its fixed clock, 2026-11-01.
  await page.goto('/financial/statistics?from=2026-10-01&to=2026-10-31');
  await expect(page.getByLabel('Current page')).toHaveText('History');
  const table = page.getByRole('table', { name: 'Revenue per period' });
  const footerTotal = table.locator('tfoot td').last();
  const chart = page.getByRole('img', { name: /^Revenue chart: / });

  await expect(table.getByRole('columnheader').first()).toHaveText('Month');
  const total = await footerTotal.textContent();
  expect(total).toMatch(/^€\u00a0[1-9][\d.]*,\d\d$/);
  await expect(chart).toHaveAttribute('aria-label', `Revenue chart: ${total} in total`);

  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Week' }).click();
  await expect(page).toHaveURL(/group=week/);
  await expect(table.getByRole('columnheader').first()).toHaveText('Week');
  await expect(footerTotal).toHaveText(total!);
  await expect(chart).toHaveAttribute('aria-label', `Revenue chart: ${total} in total`);
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);
});
