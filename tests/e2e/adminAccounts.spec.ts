import type { Page } from '@playwright/test';
import { apiCall, pickOption, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';
import { holdChunk } from './holdChunk';
import { layoutShifts, watchLayoutShifts } from './layoutShifts';
import { ROLE_GROUPS } from '../../contract/roles';

test('admin creates an account with a role and a group, edits it, reads its history and deletes it', async ({
  page,
}) => {
  const username = uniqueName('e2e.acc');
  await signInByApi(page, 'admin');
  await page.goto('/admin/accounts');
  await expect(page.getByLabel('Current page')).toHaveText('Accounts');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/admin/account');

  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@wse.example`);
  await pickOption(page, 'Roles', 'Streams (VIEW_STREAMS)');
  await pickOption(page, 'Groups', 'Tech');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/account\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await expect(page.getByRole('table', { name: 'History entries' })).toBeVisible();
  const form = page.locator('#main-content');
  await expect(form.getByRole('button', { name: 'Streams (VIEW_STREAMS)' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Tech', exact: true })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(`${username}@changed.example`);
  await pickOption(page, 'Groups', 'Support');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/accounts');
  await expect(page.getByText(`${username}@changed.example`)).toBeVisible();

  // One entry per save, newest first: the edit (its e-mail and its groups, by name), then the create.
  await page.goto(`/admin/account/${id}`);
  const entries = page.getByRole('table', { name: 'History entries' }).getByRole('row');
  await expect(entries).toHaveCount(3);
  const [edit, create] = [entries.nth(1), entries.nth(2)];
  await expect(edit).toContainText('adminChanged');
  await expect(edit).toContainText(`Email: ${username}@wse.example → ${username}@changed.example`);
  await expect(edit).toContainText(/Groups: Tech → (Tech, Support|Support, Tech)/);
  await expect(create).toContainText('adminCreated');
  await expect(create).toContainText(`Username: ${username}`);
  await expect(create).toContainText('Groups: Tech');

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete account' });
  await expect(confirm).toContainText(`Delete the account “${username}”?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL('/admin/accounts');
  const token = await apiToken(page.request, 'admin');
  const response = await page.request.get(`/api/login/account/${id}`, { headers: { token } });
  expect(response.status()).toBe(404);
});

/** A new account (its username starting with `prefix`), with admin signed in to look at it. */
async function newAccountSignedIn(page: Page, prefix: string) {
  const token = await apiToken(page.request, 'admin');
  const username = uniqueName(prefix);
  const account = await apiCall(page.request, token, 'POST', '/login/account', {
    username,
    email: `${username}@wse.example`,
  });
  await signInByApi(page, 'admin');
  return { account, username };
}

test('an account page sends a password reset and re-sends the QR', async ({ page }) => {
  const { account } = await newAccountSignedIn(page, 'e2e.qr');
  await page.goto(`/admin/account/${account.id}`);

  await page.getByRole('button', { name: 'Send password reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').getByText('Password reset sent')).toBeVisible();

  await page.getByRole('button', { name: 'Re-send QR' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').getByText('QR link sent')).toBeVisible();
});

test("an account's page draws its Access section and its buttons below it without moving anything", async ({
  page,
}) => {
  const { account, username } = await newAccountSignedIn(page, 'e2e.later');
  await page.addInitScript(watchLayoutShifts, 'main');
  const picker = await holdChunk(page, 'ChoicePicker');
  await page.goto(`/admin/account/${account.id}`);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await picker.requested;
  // Once the page has nothing left to do (its later render waiting for the roles picker's code), neither has come.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.getByRole('heading', { name: 'Access', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  picker.release();
  const access = page.getByRole('heading', { name: 'Access', level: 2 });
  await expect(access).toBeVisible();
  const save = page.getByRole('toolbar').getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  const [heading, button] = await Promise.all([access.boundingBox(), save.boundingBox()]);
  expect(button!.y).toBeGreaterThan(heading!.y);
  await expect(page.getByRole('region', { name: 'History', exact: true })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test('the role picker offers the whole catalogue under the catalogue’s group headings', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/admin/account');
  await page.getByRole('combobox', { name: 'Roles', exact: true }).click();
  const listbox = page.getByRole('listbox');
  for (const heading of ['Members', 'Affiliates', 'WhiteLabels', 'Partners', 'Account', 'Group', 'Support']) {
    await expect(listbox.getByText(heading, { exact: true })).toBeVisible();
    await listbox.evaluate((element) => element.scrollBy(0, 400));
  }
  await page.getByRole('combobox', { name: 'Roles', exact: true }).fill('TARIFF');
  await expect(listbox.getByText('Tariff management', { exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'ADD_TARIFF_GROUP' })).toBeVisible();
});

test('an unknown or malformed account id says Record not found on its route, and loads nothing more', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/account/99999');
  await expect(page.getByRole('heading', { name: 'Record not found' })).toBeVisible();
  await expect(page).toHaveURL('/admin/account/99999');
  await page.goto('/admin/account/abc');
  await expect(page.getByText('There is no account with the id abc.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to accounts' }).click();
  await expect(page).toHaveURL('/admin/accounts');
  expect(asked.filter((path) => path.startsWith('/api/audit'))).toEqual([]);
  expect(asked.filter((path) => path.startsWith('/api/login/account/'))).toEqual([
    '/api/login/account/99999',
  ]);
});

test('selected accounts are counted over the table and deleted together after a confirmation', async ({
  page,
}) => {
  const prefix = uniqueName('e2e.bulk');
  const token = await apiToken(page.request, 'admin');
  for (const suffix of ['a', 'b'])
    await apiCall(page.request, token, 'POST', '/login/account', {
      username: `${prefix}.${suffix}`,
      email: `${prefix}.${suffix}@wse.example`,
    });
  await signInByApi(page, 'admin');
  await page.goto(`/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
  const rows = page.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(2);

  await rows.nth(0).getByRole('checkbox').check();
  await expect(page.getByText('1 item selected')).toBeVisible();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('2');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No accounts match these filters.')).toBeVisible();
});

/** Every account and group management role: what the lower-privileged admin of this test holds besides support's. */
const MANAGEMENT_ROLES = ROLE_GROUPS.filter(
  (group) => group.name === 'Account' || group.name === 'Group',
).flatMap((group) => group.roles);

test('a lower-privileged admin sees admin’s account and the Finance group locked, saying why, and grants only roles it holds', async ({
  page,
}) => {
  const adminToken = await apiToken(page.request, 'admin');
  const accountNamed = async (username: string) => {
    const response = await page.request.get(`/api/login/accounts?filter={"q":"${username}"}`, {
      headers: { token: adminToken },
    });
    const { data } = (await response.json()) as { data: { id: number; username: string }[] };
    return data.find((account) => account.username === username)!.id;
  };
  // support joins a group with every management role: a lower-privileged admin, signing in with a known password.
  const managers = await apiCall(page.request, adminToken, 'POST', '/groups', {
    name: uniqueName('E2E managers'),
  });
  await apiCall(page.request, adminToken, 'PUT', `/group/${managers.id}/roles`, { roles: MANAGEMENT_ROLES });
  await apiCall(page.request, adminToken, 'PUT', `/group/${managers.id}/accounts`, {
    accounts: [await accountNamed('support')],
  });
  const username = uniqueName('e2e.low');
  const lower = await apiCall(page.request, adminToken, 'POST', '/login/account', {
    username,
    email: `${username}@wse.example`,
    roles: ['VIEW_ACCOUNTS'],
  });
  try {
    await signInByApi(page, 'support');
    await page.goto(`/admin/account/${await accountNamed('admin')}`);
    const reason = page.getByText(
      /^You cannot change an account that holds roles you do not hold: .*DONATE_CREDITS/,
    );
    await expect(reason).toBeVisible();
    await expect(reason).not.toContainText('EDIT_ROLES');
    for (const name of ['Save', 'Delete']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/^You cannot change an account that holds roles/);
    }
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Roles', exact: true })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Groups', exact: true })).toBeDisabled();

    const groups = await page.request.get('/api/groups?filter={"q":"Finance"}', {
      headers: { token: adminToken },
    });
    const finance = ((await groups.json()) as { data: { id: number }[] }).data[0]!;
    await page.goto(`/admin/group/${finance.id}`);
    await expect(
      page.getByText(/^You cannot change a group that grants roles you do not hold: /),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();

    // An account within its roles opens as usual, and its role picker offers only the roles it holds.
    await page.goto(`/admin/account/${lower.id}`);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
    await expect(page.getByText(/You cannot change/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    const roles = page.getByRole('combobox', { name: 'Roles', exact: true });
    await roles.click();
    await roles.fill('credits');
    await expect(page.getByRole('option', { name: /^Donate credits \(DONATE_CREDITS\)/ })).toBeDisabled();
    await roles.fill('EDIT_ROLES');
    await expect(page.getByRole('option', { name: /\(EDIT_ROLES\)/ })).toBeEnabled();
  } finally {
    await apiCall(page.request, adminToken, 'DELETE', `/group/${managers.id}`);
    await apiCall(page.request, adminToken, 'DELETE', `/account/${lower.id}`);
  }
});
