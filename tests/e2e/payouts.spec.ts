import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, startServer, type ExtraServer } from './fixtures';
import { codeOf, enrolledStaff, type EnrolledStaff } from './enrolledStaff';

// Finalising takes a code of the finance officer's authenticator app; the officer gets a password from a reset
// link, which the server writes to its log: a server of its own.
test.describe('payouts', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startServer();
  });
  test.afterAll(async () => server?.stop());

  /** A browser of its own on the payouts page (`query` picks a period), signed in with the token given. */
  async function payoutsPageOf(browser: Browser, token: string, query = ''): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.origin, acceptDownloads: true });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('dash:login', value), token);
    await page.goto(`/financial/payouts${query}`);
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

    await panel.getByRole('button', { name: 'Calculate' }).click();
    const invoices = panel.getByRole('table', { name: 'Invoices' });
    await expect(invoices).toBeVisible({ timeout: 30_000 });
    await expect(invoices.getByRole('row').nth(1)).toContainText('Studio, T');
    await expect(panel.getByRole('alert')).toContainText('Validate the bank data before finalising.');

    // The draft is kept by the server: a reload shows it again, still to be checked.
    await page.reload();
    await expect(panel).toContainText('invoices');
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
  });
});
