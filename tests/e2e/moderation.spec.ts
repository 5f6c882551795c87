import { apiToken, expect, signInByApi, test } from './fixtures';

test('support resolves an abuse report from the list with a note', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/support/abuse');
  await expect(page.getByLabel('Current page')).toHaveText('Abuse');
  const row = page.getByRole('row').filter({ hasText: 'Open' }).first();
  const excerpt = (await row.getByRole('cell').nth(4).textContent()) ?? '';
  await row.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: /Resolve/ });
  await dialog.getByLabel('Note').fill('Warned the member in the room');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report resolved')).toBeVisible();
  const resolved = page
    .getByRole('row')
    .filter({ hasText: 'Warned the member in the room' })
    .filter({ hasText: excerpt });
  await expect(resolved).toContainText('Resolved');
  await expect(resolved.getByRole('button', { name: 'Resolve' })).toBeDisabled();
});

test('support reviews invalid chats but may not give credits back', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/support/invalid-chats');
  await expect(page.getByLabel('Current page')).toHaveText('Invalid Chats');
  const row = page.getByRole('row').filter({ hasText: 'Too short' }).first();
  await expect(row.getByRole('button', { name: 'Mark valid' })).toBeEnabled();
  await expect(row.getByRole('button', { name: 'Refund credits' })).toBeDisabled();
});

test('a holder of DONATE_CREDITS refunds an invalid chat once, and reads the kick log', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/support/invalid-chats');
  await expect(page.getByLabel('Current page')).toHaveText('Invalid Chats');
  const row = page.getByRole('row').filter({ hasText: 'Too short' }).first();
  const started = (await row.getByRole('cell').first().textContent()) ?? '';
  await row.getByRole('button', { name: 'Refund credits' }).click();
  const dialog = page.getByRole('dialog', { name: /Refund credits/ });
  await dialog.getByLabel('Note').fill('The stream froze');
  await dialog.getByRole('button', { name: 'Refund credits' }).click();
  await expect(page.getByText('Credits refunded', { exact: true }).first()).toBeVisible();
  const reviewed = page.getByRole('row').filter({ hasText: started });
  await expect(reviewed.getByRole('button', { name: 'Refund credits' })).toBeDisabled();
  await expect(reviewed.getByRole('button', { name: 'Mark valid' })).toBeDisabled();

  await page.goto('/support/kick');
  await expect(page.getByLabel('Current page')).toHaveText('Kick Log');
  await expect(page.getByRole('row').filter({ hasText: 'Performer' }).first()).toBeVisible();
});

test('support with only the abuse role sees Abuse among the live pages and is refused the others', async ({
  page,
  request,
}) => {
  const supportToken = await apiToken(request, 'support');
  const supportId = JSON.parse(Buffer.from(supportToken.split('.')[1]!, 'base64url').toString()).account.id;
  const headers = { token: await apiToken(request, 'admin') };
  const read = async (what: 'roles' | 'groups') =>
    (await (await request.get(`/api/account/${supportId}/${what}`, { headers })).json()) as Record<
      string,
      unknown
    >;
  const put = async (what: 'roles' | 'groups', data: Record<string, unknown>) =>
    expect((await request.put(`/api/account/${supportId}/${what}`, { headers, data })).status()).toBe(200);
  const [roles, groups] = [await read('roles'), await read('groups')];
  try {
    await put('groups', { groups: [] });
    await put('roles', { roles: ['VIEW_ABUSE_LOG'] });
    await signInByApi(page, 'support');
    await page.goto('/support/abuse');
    await expect(page.getByLabel('Current page')).toHaveText('Abuse');
    await expect(page.getByRole('row').filter({ hasText: 'Open' }).first()).toBeVisible();
    const support = page.getByRole('menu', { name: 'Main menu' }).getByRole('group', { name: 'Support' });
    await expect(support.getByRole('menuitem', { name: 'Abuse', exact: true })).toBeVisible();
    for (const hidden of ['Live Cams', 'Invalid Chats', 'Kick Log', 'Studios', 'Media'])
      await expect(support.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);
    for (const path of [
      '/support/chats',
      '/support/invalid-chats',
      '/support/kick',
      '/support/media',
      '/chat/lobby',
    ]) {
      await page.goto(path);
      await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    }
  } finally {
    // Other suites rely on the demo support account's roles and group.
    await put('roles', { roles: roles.roles });
    await put('groups', { groups: groups.groups });
  }
});
