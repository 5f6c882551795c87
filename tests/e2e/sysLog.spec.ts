import { expect, signInByApi, signInByForm, test } from './fixtures';

test("the sys log tails sign-ins made elsewhere live, holds them while paused, filters, sets a logger's level; Errors holds the warnings", async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/tech/sys-log');
  await expect(page.getByLabel('Current page')).toHaveText('Sys Log');
  const log = page.getByRole('table', { name: 'Sys Log' });
  await expect(log).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Live: new lines appear at the top.');
  const supportIn = log.getByRole('row').filter({ hasText: 'Signed in: support' });
  const before = await supportIn.count();

  // Someone signs in in another browser: the line appears at the top without a reload.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signInByForm(other, 'support');
    await expect(other.getByLabel('Current page')).toBeVisible();
    await expect(supportIn).toHaveCount(before + 1);
    await expect(log.getByRole('row').nth(1)).toContainText('Signed in: support');
    await expect(log.getByRole('row').nth(1)).toContainText('auth');
  } finally {
    await elsewhere.close();
  }

  // Paused, a refused sign-in waits and is counted; resumed, it shows.
  await page.getByRole('button', { name: 'Pause' }).click();
  const refused = await page.request.post('/api/login', {
    data: { username: 'support', password: 'not-it' },
  });
  expect(refused.status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Resume (1 new)' })).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: 'Sign-in refused: support (wrong password)' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume (1 new)' }).click();
  await expect(log.getByRole('row').nth(1)).toContainText('Sign-in refused: support (wrong password)');

  // A filter in the address: only warnings, a reload keeps it.
  await page.getByRole('combobox', { name: 'Level', exact: true }).click();
  await page.getByRole('option', { name: 'warn' }).click();
  await expect(page).toHaveURL(/level=warn/);
  await page.reload();
  await expect(log.getByRole('row').nth(1)).toContainText('Sign-in refused: support (wrong password)');
  await expect(log.getByRole('row').filter({ hasText: 'Signed in: support' })).toHaveCount(0);

  // A logger's level, changed here, applies and is kept: a reload reads it back with who changed it.
  const auth = page.getByRole('combobox', { name: 'Level of auth' });
  await auth.click();
  await page.getByRole('option', { name: 'debug', exact: true }).click();
  const levels = page.getByRole('table', { name: 'Log levels' });
  await expect(levels.getByRole('row').filter({ hasText: 'auth' })).toContainText('admin, ');
  await page.reload();
  await expect(auth).toHaveText('debug');
  await auth.click();
  await page.getByRole('option', { name: 'info', exact: true }).click();
  await expect(auth).toHaveText('info');

  // The Errors page holds the server's warnings and errors only: the refused sign-in, not the sign-ins.
  await page.goto('/tech/errors');
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(
    errors.getByRole('row').filter({ hasText: 'Sign-in refused: support (wrong password)' }),
  ).not.toHaveCount(0);
  await expect(errors.getByRole('row').filter({ hasText: 'Signed in: support' })).toHaveCount(0);
});
