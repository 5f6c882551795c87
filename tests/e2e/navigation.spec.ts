import { expect, test } from '@playwright/test';
import { signInByApi } from './fixtures';

test('a pasted deep link opens its page and survives a reload, with a real path', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/tech/redis');
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
  await page.reload();
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
  expect(page.url()).not.toContain('#');
});

test('a list opened by its link asks for its rows once, with the page size and filter in its URL', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login/accounts') asked.push(request.url());
  });
  const filter = encodeURIComponent(JSON.stringify({ q: 'admin' }));
  await page.goto(`/admin/accounts?perPage=10&filter=${filter}`);
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' }).last()).toHaveValue('admin');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('10');
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('perPage')).toBe('10');
});

test('choosing 1,000 rows a page asks the API once for them, and the list shows them', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/support/members');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('25');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/members/overview') asked.push(request.url());
  });
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '1000' }).click();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', /^\d{3,4}$/);
  await expect(page).toHaveURL(/perPage=1000/);
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('perPage')).toBe('1000');
});

test('a sidebar entry opens its page at its path', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
  await page
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('group', { name: 'Finance' })
    .getByRole('menuitem', { name: 'VAT', exact: true })
    .click();
  await expect(page).toHaveURL('/financial/vat');
  await expect(page.getByLabel('Current page')).toHaveText('VAT');
});

for (const [path, label] of [
  ['/statistics/traffic', 'Platform'],
  ['/support/news', 'News'],
  ['/partners/offers', 'Offers'],
  ['/partner/3/whitelabel/site', 'Whitelabel'],
  ['/tech/category', 'Category'],
] as const) {
  test(`${path} shows a placeholder naming ${label}`, async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
    await expect(page.getByText('This page is being built.')).toBeVisible();
  });
}

test('without a token a page sends the visitor to the login page, which has no sidebar', async ({ page }) => {
  await page.goto('/tech/redis');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('menu', { name: 'Main menu' })).toHaveCount(0);
});

test('a path with the default locale prefix opens without it', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/en/tech/redis');
  await expect(page).toHaveURL('/tech/redis');
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
});
