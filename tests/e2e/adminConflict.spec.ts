import { apiCall, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

test('two people edit one account: the second save shows what changed and can overwrite on purpose', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const username = uniqueName('e2e.clash');
  const account = await apiCall(request, token, 'POST', '/login/account', {
    username,
    email: `${username}@wse.example`,
  });
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await signInByApi(page, 'admin');
    await page.goto(`/admin/account/${account.id}`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${username}@wse.example`);
  }

  await first.getByLabel('Email', { exact: true }).fill(`${username}@first.example`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL('/admin/accounts');

  await second.getByLabel('Email', { exact: true }).fill(`${username}@second.example`);
  await second.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('dialog', { name: /changed meanwhile/ });
  await expect(dialog.getByRole('row')).toHaveCount(2);
  const row = dialog.getByRole('row').filter({ hasText: 'Email' });
  await expect(row.getByRole('cell')).toHaveText([
    'Email',
    'Both',
    `${username}@second.example`,
    `${username}@first.example`,
    `${username}@second.example`,
  ]);

  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(second).toHaveURL('/admin/accounts');
  const stored = await apiCall(request, token, 'GET', `/login/account/${account.id}`);
  expect(stored.email).toBe(`${username}@second.example`);
});

test('after a stale save, reload shows the stored record instead', async ({ browser, request }) => {
  const token = await apiToken(request, 'admin');
  const username = uniqueName('e2e.reload');
  const account = await apiCall(request, token, 'POST', '/login/account', {
    username,
    email: `${username}@wse.example`,
  });
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, 'admin');
  await page.goto(`/admin/account/${account.id}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${username}@wse.example`);
  await apiCall(request, token, 'PUT', '/login/account', {
    id: account.id,
    version: account.version,
    email: `${username}@api.example`,
  });

  await page.getByLabel('Email', { exact: true }).fill(`${username}@mine.example`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: /changed meanwhile/ })
    .getByRole('button', { name: 'Reload' })
    .click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${username}@api.example`);
});
