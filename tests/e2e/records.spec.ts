import type { Page } from '@playwright/test';
import { apiToken, expect, signInByApi, test } from './fixtures';
import { holdChunk } from './holdChunk';

type Row = { id: number } & Record<string, unknown>;

async function firstRow(page: Page, path: string, query: Record<string, string>): Promise<Row> {
  const token = await apiToken(page.request, 'admin');
  const response = await page.request.get(`/api${path}`, { params: query, headers: { token } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: Row[] } | Row[];
  const rows = Array.isArray(body) ? body : body.data;
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

/** A performer with papers (the seed gives the first 2,000 theirs), or the newest as the list shows it. */
const aPerformer = (page: Page, filter: object = {}, sort = '["id","ASC"]') =>
  firstRow(page, '/wse/users', { range: '[0,0]', sort, filter: JSON.stringify(filter) });

const history = (page: Page) => page.getByRole('region', { name: 'History', exact: true });

test.describe('Records as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'admin');
  });

  test('a performer edit with a required field left empty names it, and saves once it is filled', async ({
    page,
  }) => {
    const performer = await aPerformer(page);
    await page.goto(`/performer/${performer.id}`);
    const code = page.getByLabel('Affiliate code', { exact: true });
    await expect(code).toHaveValue(String(performer.affiliateCode));
    await expect(history(page)).toBeVisible();
    await code.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Affiliate code is required')).toBeVisible();
    await expect(page).toHaveURL(`/performer/${performer.id}`);
    await code.fill('AFF-E2E-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/support/performers');
    await page.goto(`/performer/${performer.id}`);
    await expect(page.getByLabel('Affiliate code', { exact: true })).toHaveValue('AFF-E2E-1');
    await expect(history(page).getByText('AFF-E2E-1')).toBeVisible();
  });

  test('a masked IBAN is revealed for a reason, and the reveal is in the history', async ({ page }) => {
    const performer = await aPerformer(page);
    await page.goto(`/performer/${performer.id}`);
    const iban = page.getByLabel('IBAN', { exact: true });
    await expect(iban).toHaveValue(/^•••• \d{4}$/);
    await page.getByRole('button', { name: 'Reveal IBAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal IBAN' });
    await dialog.getByLabel('Reason').fill('Payout bounced, checking the account');
    await dialog.getByRole('button', { name: 'Reveal' }).click();
    await expect(iban).toHaveValue(/^NL\d{2}[A-Z]{4}\d{10}$/);
    await expect(history(page).getByText('Revealed: Payout bounced, checking the account')).toBeVisible();
  });

  test('a performer to review is approved from the list', async ({ page }) => {
    const pending = await aPerformer(page, { toReview: true }, '["createdAt","DESC"]');
    await page.goto('/support/performers');
    await page.getByLabel('To review').check();
    const row = page.getByRole('row').filter({ hasText: String(pending.username) });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Performer approved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: String(pending.username) })).toHaveCount(0);
    await expect(page).toHaveURL(/\/support\/performers/);
  });

  test('a filter not always shown is added from Add filter, narrows the list, and is removed again', async ({
    page,
  }) => {
    await page.goto('/support/performers');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'State' }).click();
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Blocked' }).click();
    await expect(page).toHaveURL(/state%22%3A%22blocked/);
    const rows = page.locator('tbody tr.RaDataTable-row');
    await expect(rows.first()).toContainText('Blocked');
    await expect(rows.filter({ hasNotText: 'Blocked' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove this filter' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/blocked/);
  });

  test('a studio edit sends only the changed detail, nested, and the password never comes back', async ({
    page,
  }) => {
    const bodies: string[] = [];
    const sent: unknown[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
    });
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.postDataJSON());
    });
    await page.goto('/support/studios');
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/studio\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(history(page)).toBeVisible();
    await page.getByLabel('City', { exact: true }).fill('Utrecht');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/support/studios');
    expect(sent).toEqual([
      { route: `/studio/${id}`, payload: { version: expect.any(Number), details: { city: 'Utrecht' } } },
    ]);
    expect(bodies.some((body) => /password/i.test(body))).toBe(false);
  });

  test('donating credits books them once, shows the new balance and the ledger entry', async ({ page }) => {
    const member = await firstRow(page, '/members/overview', {
      perPage: '1',
      sort: 'id',
      order: 'ASC',
      filter: JSON.stringify({ state: 'active' }),
    });
    await page.goto(`/member/${member.id}`);
    const credits = page.getByLabel('Credits', { exact: true });
    await expect(credits).toHaveValue(String(member.credits));
    await page.getByRole('button', { name: 'Donate credits' }).click();
    const dialog = page.getByRole('dialog', { name: /Donate credits/ });
    await dialog.getByLabel('Credits').fill('25');
    await dialog.getByLabel('Reason').fill('Goodwill for a dropped chat');
    await dialog.getByRole('button', { name: 'Donate credits' }).dblclick();
    await expect(page.getByRole('alert').getByText('Credits donated')).toBeVisible();
    await expect(credits).toHaveValue(String(Number(member.credits) + 25));
    const ledger = page.getByRole('region', { name: 'Credits ledger' });
    await expect(ledger.getByRole('row').filter({ hasText: 'Goodwill for a dropped chat' })).toHaveCount(1);
    await expect(history(page).getByText('Goodwill for a dropped chat')).toBeVisible();
  });

  test("a member's first fields show before the reference input's code, and the fields after them come with it, in place", async ({
    page,
  }) => {
    const member = await firstRow(page, '/members/overview', { perPage: '1', filter: '{"state":"active"}' });
    const chunk = await holdChunk(page, 'ReferenceFieldInput');
    await page.goto(`/member/${member.id}`);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(String(member.username));
    await chunk.requested;
    // Once the page has nothing left to do (its later render waiting for the code), the rest is still to come.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(page.getByRole('heading', { name: 'Private part', level: 2 })).toHaveCount(0);
    chunk.release();
    await expect(page.getByRole('heading', { name: 'Private part', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Whitelabel', { exact: true })).toBeVisible();
  });

  test('login as member makes a one-time link that signs in once', async ({ page }) => {
    const member = await firstRow(page, '/members/overview', { perPage: '1', filter: '{"state":"active"}' });
    await page.goto(`/member/${member.id}`);
    // The form's later sections are drawn a moment after its first, moving the toolbar down; its history comes
    // after them (a click in between can land on what took the button's place).
    await expect(history(page)).toBeVisible();
    await page.getByRole('button', { name: 'Login as member' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The member's own site (not the API) with the token, which that site redeems at the platform once.
    const link = page.getByRole('link', { name: /\/member-login\?token=/ });
    await expect(link).toBeVisible();
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin).toMatch(/^https:\/\/www\./);
    const token = url.searchParams.get('token');
    expect((await page.request.get(`/api/member-login/${token}`)).status()).toBe(200);
    expect((await page.request.get(`/api/member-login/${token}`)).status()).toBe(400);
  });
});

test('support sees the records its roles allow and is refused the rest', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/support/members');
  await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible();
  // A member's email is MEMBER_EMAIL's to see: support gets the mask, in the list and on the record.
  await expect(page.getByRole('row').nth(1)).toContainText('••••');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/member\/\d+$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('••••');
  await expect(page.getByRole('button', { name: 'Reveal Email' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reveal City' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Donate credits' })).toBeDisabled();
  await expect(
    page.getByText('You need the role Member payments (VIEW_MEMBER_PAYMENTS) to see Payments.'),
  ).toBeVisible();

  await page.goto('/support/performers');
  await expect(
    page.getByText('You need the role Review performers (VIEW_NEW_PERFORMERS) to list performers.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.goto('/blacklabel/1');
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  await expect(
    page.getByText('You need the role View partners (VIEW_WSE_PARTNERS) to open it.'),
  ).toBeVisible();
});

test('a page of 1000 rows shows those near the view and the rest as it scrolls, to the last', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/support/members');
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  const loaded = page.waitForResponse((response) => /members\/overview.*perPage=1000/.test(response.url()));
  await page.getByRole('option', { name: '1000', exact: true }).click();
  const { data } = (await (await loaded).json()) as { data: { username: string }[] };
  expect(data).toHaveLength(1000);
  await expect(page).toHaveURL(/perPage=1000/);
  const table = page.getByRole('table');
  // The page stays scrolled where the page size was chosen, at the foot of the 25 rows.
  await page.mouse.wheel(0, -60_000);
  await expect(table.getByRole('link', { name: data[0]!.username, exact: true })).toBeVisible();
  expect(await table.locator('tbody tr.RaDataTable-row').count()).toBeLessThan(100);
  // A screen reader still hears how many rows there are, and where each drawn one stands.
  await expect(table).toHaveAttribute('aria-rowcount', '1001');
  const last = table.getByRole('link', { name: data[999]!.username, exact: true });
  await expect(last).toHaveCount(0);
  await page.mouse.wheel(0, 60_000);
  await expect(last).toBeVisible();
  const lastRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: data[999]!.username }) });
  await expect(lastRow).toHaveAttribute('aria-rowindex', '1001');
});
