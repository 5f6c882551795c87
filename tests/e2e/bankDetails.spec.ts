import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { codeOf as code, enrolledStaff, type EnrolledStaff as Officer } from './enrolledStaff';
import { apiToken, startServer, type ExtraServer } from './fixtures';

const IBAN = 'DE89 3704 0044 0532 0130 00';
/** A finance staff member: the payout role, and the performers' pages to work on. */
const FINANCE = ['REVENUE_PLATFORM', 'VIEW_NEW_PERFORMERS'];

// Accounts get their password from a reset link, which the server writes to its log: a server of its own.
test.describe('bank details under four eyes', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startServer();
  });
  test.afterAll(async () => server?.stop());

  const post = async (request: APIRequestContext, path: string, data: object, token?: string) => {
    const response = await request.post(`${server.origin}/api${path}`, {
      data,
      ...(token ? { headers: { token } } : {}),
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  /** A browser of the officer's own, signed in with password and code, on the performer's page. */
  async function performerPageOf(browser: Browser, who: Officer, performer: number): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    const { token } = await post(page.request, '/login', {
      username: who.username,
      password: who.password,
      code: code(who),
    });
    await page.addInitScript((value) => localStorage.setItem('dash:login', value), String(token));
    await page.goto(`/performer/${performer}`);
    return page;
  }

  /** The first performer, and the last four digits of its IBAN as the record shows them. */
  async function aPerformer(request: APIRequestContext, token: string) {
    const headers = { token };
    const list = await request.get(`${server.origin}/api/wse/users`, {
      params: { range: '[0,0]', sort: '["id","ASC"]', filter: '{}' },
      headers,
    });
    const [first] = (await list.json()) as { id: number }[];
    const one = await request.get(`${server.origin}/api/wse/users/${first!.id}`, { headers });
    const record = (await one.json()) as { private: { account_iban: string } };
    return { id: first!.id, iban: record.private.account_iban };
  }

  test('staff A requests an IBAN change, staff B approves it, then the performer shows the new IBAN', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const adminToken = await apiToken(request, 'admin', undefined, server.origin);
    const a = await enrolledStaff(server, request, adminToken, FINANCE);
    const b = await enrolledStaff(server, request, adminToken, FINANCE);
    const performer = await aPerformer(request, adminToken);
    expect(performer.iban).toMatch(/^•••• \d{4}$/);
    expect(performer.iban).not.toBe('•••• 3000');

    // A asks for the change: it waits, the record keeps its IBAN, and A cannot approve it.
    const pageA = await performerPageOf(browser, a, performer.id);
    const ibanA = pageA.getByLabel('IBAN', { exact: true });
    await expect(ibanA).toHaveValue(performer.iban);
    await expect(ibanA).not.toBeEditable();
    await pageA.getByRole('button', { name: 'Change bank details' }).click();
    const asking = pageA.getByRole('dialog', { name: /^Change bank details: / });
    await asking.getByLabel('Account holder').fill('Anna Berg');
    await asking.getByLabel('IBAN').fill(IBAN);
    await asking.getByLabel('Authenticator code').fill(code(a));
    await asking.getByRole('button', { name: 'Request change' }).click();
    const pendingA = pageA.getByRole('region', { name: 'Pending bank details change' });
    await expect(pendingA).toContainText('it waits for a second person with the payout role to approve it');
    await expect(pendingA).toContainText('DE89 3704 0044 0532 0130 00');
    await expect(pendingA.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(ibanA).toHaveValue(performer.iban);

    // B, in a browser of their own, sees who asked and approves it with their own code.
    const pageB = await performerPageOf(browser, b, performer.id);
    const pendingB = pageB.getByRole('region', { name: 'Pending bank details change' });
    await expect(pendingB).toContainText(`Requested by ${a.username}`);
    await expect(pageB.getByLabel('IBAN', { exact: true })).toHaveValue(performer.iban);
    await pendingB.getByRole('button', { name: 'Approve' }).click();
    const approval = pageB.getByRole('dialog', { name: /^Approve the new bank details: / });
    await approval.getByLabel('Authenticator code').fill(code(b));
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(
      pageB.getByText('Bank details change approved: payouts go to the new account'),
    ).toBeVisible();
    await expect(pageB.getByLabel('IBAN', { exact: true })).toHaveValue('•••• 3000');
    await expect(pendingB).toHaveCount(0);
    await expect(pageB.getByRole('region', { name: 'History' })).toContainText(
      'Bank details change approved',
    );

    await pageA.reload();
    await expect(pageA.getByLabel('IBAN', { exact: true })).toHaveValue('•••• 3000');
    await expect(pendingA).toHaveCount(0);
    await pageA.context().close();
    await pageB.context().close();
  });
});
