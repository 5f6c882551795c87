import { expect, signInByApi, test } from './fixtures';

test('the payout validator names a bad IBAN on its row, from pasted text and from a file', async ({
  page,
}) => {
  await signInByApi(page, 'support');
  await page.goto('/tech/payout-validation');
  await expect(page.getByLabel('Current page')).toHaveText('Payout validator');
  await page.getByLabel('Bank data').fill('Ann;NL91ABNA0417164300\nBob;NL91ABNA0417164301;ABNANL2A');
  await page.getByLabel('Bank data').press('Control+Enter');

  await expect(page.getByRole('status')).toHaveText('2 rows checked: 1 can be paid, 1 has errors.');
  const rows = page.getByRole('table', { name: 'Checked rows' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('OK');
  await expect(rows.nth(2)).toContainText('Bob');
  await expect(rows.nth(2)).toContainText('IBAN check digits are wrong (mod 97)');

  await page.getByLabel('Upload a file').setInputFiles({
    name: 'payees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('holder,iban\nDirk,DE8937040044053201300\n'),
  });
  await expect(page.getByRole('status')).toHaveText('1 row checked: 0 can be paid, 1 has errors.');
  await expect(rows.nth(1)).toContainText('IBAN has 21 characters; DE IBANs have 22');
});
