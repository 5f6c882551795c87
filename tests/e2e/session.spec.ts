import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInByApi, signInByForm, serverOfItsOwn } from './fixtures';

/**
 * Resolves with the URL (its query holds the token) of the next socket.io connection the page opens and the
 * server accepts (the namespace CONNECT packet, '40').
 */
function socketConnected(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve(socket.url());
      }),
    ),
  );
}

const EXPIRED_TEXT = 'Your session has expired due to a long period of inactivity. You will be logged out.';

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
    await page
      .getByRole('menu', { name: 'Main menu' })
      .getByRole('group', { name: 'Finance' })
      .getByRole('menuitem', { name: 'VAT', exact: true })
      .click();
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
    await expect
      .poll(() =>
        forgot.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
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

test.describe('session expiry', () => {
  // The reference server's shortest TOKEN_TTL_SECONDS (README). An active and an idle session run side by side in
  // one test, so the suite waits out one token lifetime, not two.
  const TTL = Number(process.env.E2E_SHORT_TTL ?? 30);
  const server = serverOfItsOwn({ TOKEN_TTL_SECONDS: String(TTL) });

  test('an active session gets a fresh token silently; an idle one shows Session expired, which closes after 5 s and logs out', async ({
    browser,
  }) => {
    test.setTimeout((TTL + 60) * 1000);
    const [activeContext, idleContext] = [await browser.newContext(), await browser.newContext()];
    const [active, idle] = [await activeContext.newPage(), await idleContext.newPage()];
    try {
      await Promise.all([
        signInByForm(active, 'admin', undefined, server.origin),
        signInByForm(idle, 'admin', undefined, server.origin),
      ]);
      await Promise.all([staysSignedIn(active), expires(idle)]);
    } finally {
      await Promise.all([activeContext.close(), idleContext.close()]);
    }
  });

  async function staysSignedIn(page: Page) {
    const first = await page.evaluate(() => localStorage.getItem('dash:login'));
    // Activity the app has seen: a click it handled (the group folded), clicked again if one came before the
    // signed-in layout was listening (a CI run under load once lost it, and the server rightly expired the token).
    const admin = page.getByRole('menuitem', { name: 'Admin', exact: true });
    await expect(async () => {
      await admin.click();
      await expect(admin).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    // Says which way it went wrong: still the first token, or signed out (the server took it for idle).
    const tokenState = async () => {
      const token = await page.evaluate(() => localStorage.getItem('dash:login'));
      return token === null ? 'signed out' : token === first ? 'first token' : 'renewed';
    };
    await expect.poll(tokenState, { timeout: (TTL + 5) * 1000 }).toBe('renewed');
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
    await expect(page.getByText('Your session has been updated')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/login/);
  }

  async function expires(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toBeVisible({ timeout: (TTL + 10) * 1000 });
    await expect(dialog).toContainText(EXPIRED_TEXT);
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('dash:login'))).toBeNull();
  }
});
