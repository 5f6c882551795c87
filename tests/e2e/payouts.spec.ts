import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInByApi } from './fixtures';

test('a finance officer calculates a period, checks its bank data and finalises it once', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/financial/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: '2026-10-01 – 2026-10-31' }).click();
  await expect(page).toHaveURL(/interval=Monthly&start=2026-10-01/);
  const panel = page.getByRole('region', { name: 'Monthly payout of 2026-10-01 – 2026-10-31' });
  await expect(panel).toContainText('Not calculated yet.');

  await panel.getByRole('button', { name: 'Calculate' }).click();
  const invoices = panel.getByRole('table', { name: 'Invoices' });
  await expect(invoices).toBeVisible({ timeout: 30_000 });
  await expect(invoices.getByRole('row').nth(1)).toContainText('Studio, T');
  await expect(panel.getByRole('alert')).toContainText('Validate the bank data before finalising.');

  // The draft is kept by the server: a reload shows it again, still to be checked.
  await page.reload();
  await expect(panel).toContainText('invoices');
  await expect(panel.getByRole('button', { name: 'Finalise…' })).toBeDisabled();

  await panel.getByRole('button', { name: 'Validate bank data' }).click();
  await expect(page.getByText('Bank data checked', { exact: true })).toBeVisible();
  await expect(panel).toContainText('no problems');
  await expect(invoices.getByRole('row').nth(1)).toContainText('OK');

  await panel.getByRole('button', { name: 'Finalise…' }).click();
  const dialog = page.getByRole('dialog', { name: /Finalise the Monthly payout/ });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText('Payout finalised', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText('This payout is final.');
  await expect(invoices.getByRole('row').nth(1)).toContainText('M20261001-0001');
  await expect(panel.getByRole('button', { name: 'Recalculate' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Finalise…' })).toBeDisabled();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download SEPA file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sepa-monthly-2026-10-01.xml');
  const xml = readFileSync((await file.path())!, 'utf8');
  expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
  expect(xml).toContain('<EndToEndId>M20261001-0001</EndToEndId>');
});
