import type { Page } from '@playwright/test';
import { expect, serverOfItsOwn, signInByForm, test } from './fixtures';
import { socketConnected } from './socketConnected';

const EXPIRED_TEXT = 'Your session has expired due to a long period of inactivity. You will be logged out.';

test.describe('session expiry', () => {
  // Test mode's short tokens (server/config.ts): the server renews or expires them on its own clock, so the test
  // waits one token lifetime once, an active and an idle session side by side. The pages' clocks are the test's
  // (page.clock): it runs the active page past its first token's expiry and the idle page's dialog to its end.
  // The active page must sign in, load a page and report a click within one lifetime: 10 s was too short once for
  // a CI run under load (the server rightly expired the token before the click reached it).
  const TTL = Number(process.env.E2E_SHORT_TTL ?? 20);
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
