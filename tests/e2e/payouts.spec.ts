import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectOnScreen } from './expectOnScreen';
import { apiToken, expect, serverOfItsOwn, test } from './fixtures';
import { codeOf, enrolledStaff, type EnrolledStaff } from './enrolledStaff';

const NEW_IBAN = 'DE89 3704 0044 0532 0130 00';
/** A finance officer of the four-eyes test: the payout role, and the performers' pages to work on. */
const FINANCE = ['REVENUE_PLATFORM', 'VIEW_NEW_PERFORMERS'];

// Finalising and changing bank details take a code of the finance officer's authenticator app; an officer gets a
// password from a reset link, which the server writes to its log: a server of their own.
test.describe('finance officers with two-factor', () => {
  test.describe.configure({ mode: 'serial' });
  const server = serverOfItsOwn();

  /** A browser of its own at `path`, signed in with the token given (on a phone's screen with `phone`). */
  async function pageAt(browser: Browser, token: string, path: string, phone = false): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.origin,
      acceptDownloads: true,
      ...(phone ? { viewport: { width: 375, height: 800 } } : {}),
    });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('dash:login', value), token);
    await page.goto(path);
    return page;
  }

  /** The payouts page (`query` picks a period) in a browser of its own. */
  async function payoutsPageOf(browser: Browser, token: string, query = ''): Promise<Page> {
    const page = await pageAt(browser, token, `/financial/payouts${query}`);
    await expect(page.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    return page;
  }

  async function signedIn(request: APIRequestContext, who: EnrolledStaff): Promise<string> {
    const response = await request.post(`${server.origin}/api/login`, {
      data: { username: who.username, password: who.password, code: codeOf(who) },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  test('a finance officer calculates a period, checks its bank data and finalises it once with a code; without two-factor one is told to set it up', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const adminToken = await apiToken(request, 'admin', undefined, server.origin);
    const officer = await enrolledStaff(server, request, adminToken, ['REVENUE_PLATFORM']);
    const page = await payoutsPageOf(browser, await signedIn(request, officer));
    await page.getByRole('button', { name: 'Monthly' }).click();
    await page.getByRole('button', { name: '2026-10-01 – 2026-10-31' }).click();
    await expect(page).toHaveURL(/interval=Monthly&start=2026-10-01/);
    const panel = page.getByRole('region', { name: 'Monthly payout of 2026-10-01 – 2026-10-31' });
    await expect(panel).toContainText('Not calculated yet.');

    // The calculation runs as a job: a reload while it runs finds it again, and its result once it has ended.
    const started = page.waitForResponse((response) => response.url().endsWith('/api/payouts/calculate'));
    await panel.getByRole('button', { name: 'Calculate' }).click();
    expect((await started).status()).toBe(200);
    await page.reload();
    const invoices = panel.getByRole('table', { name: 'Invoices' });
    await expect(invoices).toBeVisible({ timeout: 30_000 });
    await expect(invoices.getByRole('row').nth(1)).toContainText('Studio, T');
    await expect(panel.getByRole('alert')).toContainText('Validate the bank data before finalising.');

    // The draft is kept by the server: a reload shows it again, still to be checked. Start-up asks for the batch
    // beside the periods, and the page takes that answer instead of asking again.
    const batchCalls: string[] = [];
    page.on(
      'request',
      (call) => void (call.url().includes('/api/payouts/batch') && batchCalls.push(call.url())),
    );
    await page.reload();
    await expect(panel).toContainText('invoices');
    await expect(invoices.getByRole('row').nth(1)).toContainText('Studio, T');
    expect(batchCalls).toHaveLength(1);
    await expect(panel.getByRole('button', { name: 'Finalise…' })).toBeDisabled();

    await panel.getByRole('button', { name: 'Validate bank data' }).click();
    await expect(page.getByText('Bank data checked', { exact: true })).toBeVisible();
    await expect(panel).toContainText('no problems');
    await expect(invoices.getByRole('row').nth(1)).toContainText('OK');

    // The admin of this development server has no authenticator app: told to set one up, it cannot finalise.
    const adminPage = await payoutsPageOf(browser, adminToken, '?interval=Monthly&start=2026-10-01');
    await adminPage.getByRole('button', { name: 'Finalise…' }).click();
    const refused = adminPage.getByRole('dialog', { name: /Finalise the Monthly payout/ });
    await expect(refused.getByRole('alert')).toContainText('your account has no two-factor sign-in yet');
    await expect(refused.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/qr',
    );
    await expect(refused.getByRole('button', { name: 'Finalise' })).toBeDisabled();
    await adminPage.context().close();

    await panel.getByRole('button', { name: 'Finalise…' }).click();
    const dialog = page.getByRole('dialog', { name: /Finalise the Monthly payout/ });
    const code = dialog.getByLabel(/Two-factor code/);
    await expect(code).toBeFocused();
    await code.press('Enter');
    await expect(dialog).toContainText('Enter the 6 digits your authenticator app shows');
    await code.fill(codeOf(officer) === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Finalise' }).click();
    await expect(dialog).toContainText('That code is not valid. Enter the current code');
    await code.fill(codeOf(officer));
    await dialog.getByRole('button', { name: 'Finalise' }).click();
    await expect(page.getByText('Payout finalised', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText('This payout is final.');
    await expect(panel).toContainText(`by ${officer.username}`);
    await expect(invoices.getByRole('row').nth(1)).toContainText('M20261001-0001');
    await expect(panel.getByRole('button', { name: 'Recalculate' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Finalise…' })).toBeDisabled();

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download SEPA file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sepa-monthly-2026-10-01.xml');
    const xml = readFileSync((await file.path())!, 'utf8');
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
    expect(xml).toContain('<EndToEndId>M20261001-0001</EndToEndId>');

    // Every invoice the file leaves out is named on the page.
    const transfers = (xml.match(/<CdtTrfTxInf>/g) ?? []).length;
    const facts = (await panel.getByText(/^\d+ invoices · /).textContent()) ?? '';
    const count = Number(/^\d+/.exec(facts)?.[0]);
    const leftOut = panel.getByRole('alert', { name: 'Left out of the SEPA file' });
    if (transfers < count) await expect(leftOut).toContainText(`${count - transfers} of ${count} invoices`);
    else await expect(leftOut).toHaveCount(0);

    // On a phone the rows are cards: the money columns stay on the screen.
    const phone = await pageAt(
      browser,
      adminToken,
      '/financial/payouts?interval=Monthly&start=2026-10-01',
      true,
    );
    const onPhone = phone.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
    for (const column of ['Earnings', 'Withheld', 'Paid back', 'Amount'])
      await expectOnScreen(onPhone.locator(`td[data-label="${column}"]`));
    const period = phone.getByRole('table', { name: 'Payout periods' }).getByRole('row').nth(1);
    await expectOnScreen(period.locator('td[data-label="Total"]'));
    await phone.context().close();
  });

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
    const pageA = await pageAt(browser, await signedIn(request, a), `/performer/${performer.id}`);
    const ibanA = pageA.getByLabel('IBAN', { exact: true });
    await expect(ibanA).toHaveValue(performer.iban);
    await expect(ibanA).not.toBeEditable();
    await pageA.getByRole('button', { name: 'Change bank details' }).click();
    const asking = pageA.getByRole('dialog', { name: /^Change bank details: / });
    await asking.getByLabel('Account holder').fill('Anna Berg');
    await asking.getByLabel('IBAN').fill(NEW_IBAN);
    await asking.getByLabel('Authenticator code').fill(codeOf(a));
    await asking.getByRole('button', { name: 'Request change' }).click();
    const pendingA = pageA.getByRole('region', { name: 'Pending bank details change' });
    await expect(pendingA).toContainText('it waits for a second person with the payout role to approve it');
    await expect(pendingA).toContainText('DE89 3704 0044 0532 0130 00');
    await expect(pendingA.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(ibanA).toHaveValue(performer.iban);

    // B, in a browser of their own, finds it waiting on the payouts page, sees who asked and approves it.
    const pageB = await pageAt(browser, await signedIn(request, b), '/financial/payouts');
    const waiting = pageB.getByRole('table', { name: 'Bank details waiting for approval' });
    await expect(waiting).toContainText(a.username);
    await waiting.getByRole('link', { name: /^Performer / }).click();
    await expect(pageB).toHaveURL(new RegExp(`/performer/${performer.id}$`));
    const pendingB = pageB.getByRole('region', { name: 'Pending bank details change' });
    await expect(pendingB).toContainText(`Requested by ${a.username}`);
    await expect(pageB.getByLabel('IBAN', { exact: true })).toHaveValue(performer.iban);
    await pendingB.getByRole('button', { name: 'Approve' }).click();
    const approval = pageB.getByRole('dialog', { name: /^Approve the new bank details: / });
    await approval.getByLabel('Authenticator code').fill(codeOf(b));
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
