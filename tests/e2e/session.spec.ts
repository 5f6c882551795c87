import { apiToken, expect, signInByApi, test } from './fixtures';
import { socketConnected } from './socketConnected';

test.describe('session across tabs', () => {
  test('clearing the token in another tab sends this tab to /login', async ({ page, context }) => {
    await signInByApi(page);
    await page.goto('/');
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');
    const other = await context.newPage();
    await other.goto('/config.json');
    await other.evaluate(() => localStorage.removeItem('dash:login'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('clearing the token in this tab sends the next page to /login', async ({ page }) => {
    await signInByApi(page);
    const connected = socketConnected(page);
    // A page with data, whose socket opens at once: on the home page it opens a while later, and that attempt
    // without a token would notice the missing token before the next page does.
    await page.goto('/admin/accounts');
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');
    await connected;
    await page.evaluate(() => localStorage.removeItem('dash:login'));
    const vat = page
      .getByRole('menu', { name: 'Main menu' })
      .getByRole('group', { name: 'Finance' })
      .getByRole('menuitem', { name: 'VAT', exact: true });
    // On a loaded machine the socket may drop and reconnect before the click, and its reconnection, finding no
    // token, sends the page to /login first: that is the same rule, so either way ends on the login page.
    await Promise.race([vat.click().catch(() => undefined), page.waitForURL(/\/login$/)]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a token appearing in another tab sends the login page to / and reloads other pages', async ({
    page,
    context,
  }) => {
    const token = await apiToken(page.request);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const forgot = await context.newPage();
    await forgot.goto('/forgot-password');
    await expect(forgot.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await forgot.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));

    const third = await context.newPage();
    await third.goto('/config.json');
    await third.evaluate((value) => localStorage.setItem('dash:login', value), token);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');
    // A look taken while the page reloads finds no window to read: it counts as not reloaded yet.
    await expect
      .poll(() =>
        forgot
          .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
          .catch(() => true),
      )
      .toBe(false);
  });
});

test.describe('session events', () => {
  test("a role change by an admin updates the session: 'Your session has been updated'", async ({
    page,
    request,
  }) => {
    const supportToken = await signInByApi(page, 'support');
    const connected = socketConnected(page);
    // A page with data: the socket opens once its first rows are in (on the home page only after a while).
    await page.goto('/support/chats');
    await expect(page.getByLabel('Signed-in user')).toHaveText('Support');
    // The event goes to the sockets open at the time of the change: change the roles once this one is open.
    await connected;
    const reconnected = socketConnected(page);

    const adminToken = await apiToken(request);
    const headers = { token: adminToken };
    const supportId = JSON.parse(Buffer.from(supportToken.split('.')[1]!, 'base64url').toString()).account.id;
    const current = await request.get(`/api/account/${supportId}/roles`, { headers });
    expect(current.status(), await current.text()).toBe(200);
    const { roles } = (await current.json()) as { roles: string[] };
    const putRoles = (next: string[]) =>
      request.put(`/api/account/${supportId}/roles`, { headers, data: { roles: next } });
    try {
      const changed = await putRoles([...roles, 'VIEW_REDIS_KEYS']);
      expect(changed.status(), await changed.text()).toBe(200);
      await expect(page.getByText('Your session has been updated')).toBeVisible();
      const stored = await page.evaluate(() => localStorage.getItem('dash:login'));
      expect(stored).not.toBe(supportToken);
      // The server ends the old socket; the dashboard comes back with the new token (its roles pick the rooms).
      expect(new URL(await reconnected).searchParams.get('token')).toBe(stored);
    } finally {
      // Other suites rely on the demo support account's roles.
      expect((await putRoles(roles)).status()).toBe(200);
    }
  });
});

test('a session signed out elsewhere sends the open dashboard to /login at once', async ({
  page,
  request,
}) => {
  const token = await signInByApi(page, 'support');
  const connected = socketConnected(page);
  // A page with data: the socket opens once its first rows are in (on the home page only after a while).
  await page.goto('/support/chats');
  await expect(page.getByLabel('Signed-in user')).toHaveText('Support');
  await connected;
  // As another device holding the same session signing out: only the server tells this page.
  expect((await request.post('/api/logout', { headers: { token } })).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('dash:login'))).toBeNull();
});

// The reference server ends a session whose roles changed (401 on the account check); a server that answered
// with the new roles instead would end it the same way (sessionMachine.test.ts covers that branch).
test('a stored token outdated by a role change is dropped on start: /login', async ({ page, request }) => {
  const supportToken = await signInByApi(page, 'support');
  const headers = { token: await apiToken(request) };
  const supportId = JSON.parse(Buffer.from(supportToken.split('.')[1]!, 'base64url').toString()).account.id;
  const { roles } = (await (await request.get(`/api/account/${supportId}/roles`, { headers })).json()) as {
    roles: string[];
  };
  const putRoles = (next: string[]) =>
    request.put(`/api/account/${supportId}/roles`, { headers, data: { roles: next } });
  try {
    expect((await putRoles([...roles, 'VIEW_STREAMS'])).status()).toBe(200);
    await page.goto('/support/chats');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('dash:login'))).toBeNull();
  } finally {
    expect((await putRoles(roles)).status()).toBe(200);
  }
});
