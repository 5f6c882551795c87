import type { Page } from '@playwright/test';
import { apiToken, expect, serverOfItsOwn, signInByApi, signInByForm, test } from './fixtures';

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

test.describe('session expiry', () => {
  // Test mode's short tokens (server/config.ts): the server renews or expires them on its own clock, so the test
  // waits one token lifetime once, an active and an idle session side by side. The pages' clocks are the test's
  // (page.clock): it runs the active page past its first token's expiry and the idle page's dialog to its end.
  const TTL = Number(process.env.E2E_SHORT_TTL ?? 10);
  const server = serverOfItsOwn({ NODE_ENV: 'test', TOKEN_TTL_SECONDS: String(TTL) });

  test('an active session gets a fresh token silently; an idle one shows Session expired, which closes after 5 s and logs out', async ({
    browser,
  }) => {
    test.setTimeout((TTL + 60) * 1000);
    const [activeContext, idleContext] = [await browser.newContext(), await browser.newContext()];
    const [active, idle] = [await activeContext.newPage(), await idleContext.newPage()];
    try {
      await Promise.all([active.clock.install(), idle.clock.install()]);
      await Promise.all([
        signInByForm(active, 'admin', undefined, server.origin),
        signInByForm(idle, 'admin', undefined, server.origin),
      ]);
      await Promise.all([staysSignedIn(active), expires(idle)]);
    } finally {
      await Promise.all([activeContext.close(), idleContext.close()]);
    }
  });

  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('dash:login'));
  const expiryOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
  /** Moves the page's clock on in steps, so that between them the page draws and reacts as it would. */
  const stepClock = async (page: Page, ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) await page.clock.runFor(Math.min(100, ms - passed));
  };
  /** Watches the page's sign-out requests; what it returns lists those the page made before it was called. */
  const watchSignOuts = (page: Page) => {
    const signOuts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/logout') signOuts.push(request.url());
    });
    return async () => {
      // A request the page makes after them: once it is answered, they were seen.
      await page.evaluate(() => fetch('/api/health'));
      return signOuts;
    };
  };

  /**
   * A page with data, whose socket opens at once: on the home page it opens some 10 s later, when a short token
   * may have run out already.
   */
  async function openWithSocket(page: Page) {
    const connected = socketConnected(page);
    await page.goto(`${server.origin}/admin/accounts`);
    await connected;
  }

  async function staysSignedIn(page: Page) {
    await openWithSocket(page);
    const first = (await storedToken(page))!;
    // Activity the app has seen: a click it handled (the group folded), clicked again if one came before the
    // signed-in layout was listening (a CI run under load once lost it, and the server rightly expired the token).
    const admin = page.getByRole('menuitem', { name: 'Admin', exact: true });
    await expect(async () => {
      await admin.click();
      await expect(admin).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    // Says which way it went wrong: still the first token, or signed out (the server took it for idle).
    const tokenState = async () => {
      const token = await storedToken(page);
      return token === null ? 'signed out' : token === first ? 'first token' : 'renewed';
    };
    await expect.poll(tokenState, { timeout: (TTL + 5) * 1000 }).toBe('renewed');
    // Past the first token's expiry and a countdown's length by the page's clock, the session goes on: the first
    // token's expiry went with it (the fresh token lives TTL seconds from its renewal, at least 8 s longer).
    const signOuts = watchSignOuts(page);
    const now = await page.evaluate(() => Date.now());
    await stepClock(page, Math.max(0, expiryOf(first) - now) + 6_000);
    expect(await signOuts(), 'signed out').toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
    await expect(page.getByText('Your session has been updated')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/login/);
    expect(await tokenState()).toBe('renewed');
  }

  async function expires(page: Page) {
    await openWithSocket(page);
    const token = (await storedToken(page))!;
    const dialog = page.getByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toBeVisible({ timeout: (TTL + 10) * 1000 });
    await expect(dialog).toContainText(EXPIRED_TEXT);
    // The server expired the token it had, rather than renewing it.
    expect(await storedToken(page)).toBe(token);

    // The countdown runs on the page's clock, which the test now holds: shown at the token's expiry or after,
    // the dialog must still be there 4.9 s after it.
    const signOuts = watchSignOuts(page);
    const stillOpen = expiryOf(token) + 4_900;
    const pausedAt = (await page.evaluate(() => Date.now())) + 1_000;
    expect(pausedAt, 'The dialog was seen too late to time its countdown.').toBeLessThan(stillOpen);
    await page.clock.pauseAt(pausedAt);
    await page.clock.runFor(stillOpen - pausedAt);
    expect(await signOuts(), 'signed out before the 5 s were up').toEqual([]);
    await expect(dialog).toBeVisible();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(dialog).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  }
});
