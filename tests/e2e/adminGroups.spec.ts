import { apiCall, pickOption, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

test('admin creates, edits and deletes a group', async ({ page }) => {
  const name = uniqueName('E2E group');
  await signInByApi(page, 'admin');
  await page.goto('/admin/groups');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/admin/group');
  await page.getByLabel('Name', { exact: true }).fill(name);
  // A multiline text opens three lines tall and grows with what is typed.
  const description = page.getByLabel('Description', { exact: true });
  const emptyHeight = (await description.boundingBox())!.height;
  await description.fill('one\ntwo\nthree\nfour\nfive\nsix');
  await expect.poll(async () => (await description.boundingBox())!.height).toBeGreaterThan(emptyHeight * 1.5);
  await description.fill('Made by the end-to-end suite');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/group\/\d+$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  // The new record's page refreshes it once after landing; edit once that has settled.
  await expect(page.getByRole('table', { name: 'History entries' })).toBeVisible();

  await page.getByLabel('Description', { exact: true }).fill('Changed by the suite');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/groups');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Changed by the suite');

  await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/admin/groups');
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a role granted to a group reaches its member once the member’s session is renewed', async ({
  page,
}) => {
  const adminToken = await apiToken(page.request, 'admin');
  const name = uniqueName('E2E streams');
  const group = await apiCall(page.request, adminToken, 'POST', '/groups', { name });
  const supportBefore = await apiToken(page.request, 'support');
  const before = await apiCall(page.request, supportBefore, 'GET', '/account');
  expect(before.roles).not.toContain('VIEW_STREAMS');

  await signInByApi(page, 'admin');
  await page.goto(`/admin/group/${group.id}`);
  await pickOption(page, 'Roles', 'Streams (VIEW_STREAMS)');
  await pickOption(page, 'Accounts', 'support');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/groups');

  // The old token is reset by the change; a fresh session carries the group's role.
  const stale = await page.request.get('/api/account', { headers: { token: supportBefore } });
  expect(stale.status()).toBe(401);
  const supportAfter = await apiToken(page.request, 'support');
  const after = await apiCall(page.request, supportAfter, 'GET', '/account');
  expect(after.roles).toContain('VIEW_STREAMS');

  await apiCall(page.request, adminToken, 'PUT', `/group/${group.id}/accounts`, { accounts: [] });
});
