import { readFileSync } from 'node:fs';
import { expectOnScreen } from './expectOnScreen';
import { expect, signInByApi, test } from './fixtures';

test('the VAT report lists countries with their rate, the special entries, and downloads as CSV', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/financial/vat?from=2026-10-01&to=2026-10-31&group=month');
  await expect(page.getByLabel('Current page')).toHaveText('VAT');
  const table = page.getByRole('table', { name: 'VAT per period and country' });
  const netherlands = table.getByRole('row').filter({ hasText: 'Netherlands' });
  await expect(netherlands).toContainText('2026-10');
  await expect(netherlands).toContainText('21%');
  await expect(table.getByRole('row').filter({ hasText: 'Colombia Adamo' })).toContainText('19%');
  await expect(table.getByRole('row').filter({ hasText: 'Non SEPA' })).toContainText('0%');
  const total = (await table.locator('tfoot').getByRole('cell').nth(2).textContent()) ?? '';

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vat-2026-10-01-2026-10-31.csv');
  const lines = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Period,Country code,Country,VAT rate (%),Payments,Gross (EUR),VAT (EUR),Net (EUR)');
  expect(lines).toContainEqual(expect.stringMatching(/^2026-10,CO_ADAMO,Colombia Adamo,19,\d+,/));
  const grossCents = lines
    .slice(1)
    .reduce((sum, line) => sum + Math.round(Number(line.split(',')[5]) * 100), 0);
  expect(total).toMatch(/^€\u00a0/);
  expect(Number(total.replace(/[^\d-]/g, ''))).toBe(grossCents);

  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: 'Quarter' }).click();
  await expect(page).toHaveURL(/group=quarter/);
  await expect(netherlands).toContainText('2026 Q4');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each VAT row is a card whose money is on the screen, not in columns scrolled out of sight', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/financial/vat?from=2026-10-01&to=2026-10-31&group=month');
    const table = page.getByRole('table', { name: 'VAT per period and country' });
    const netherlands = table.getByRole('row').filter({ hasText: 'Netherlands' });
    for (const column of ['Gross', 'VAT', 'Net'])
      await expectOnScreen(netherlands.locator(`td[data-label="${column}"]`));
    await expectOnScreen(table.locator('tfoot td[data-label="Net"]'));
  });
});

test('staff without the payout role keep the Finance entries but see which role their data needs', async ({
  page,
}) => {
  await signInByApi(page, 'support');
  await page.goto('/financial/vat');
  const finance = page.getByRole('menu', { name: 'Main menu' }).getByRole('group', { name: 'Finance' });
  await expect(finance.getByRole('menuitem', { name: 'VAT', exact: true })).toBeVisible();
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  await expect(page.getByText(/You need the role .*\(REVENUE_PLATFORM\) to open it\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'VAT per period and country' })).toHaveCount(0);
});
