import { expect, signInByApi, test } from './fixtures';

test('an unknown path shows the 404 page with a link back home', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByLabel('Current page')).toHaveText('Dashboard');
});

test('a page whose code fails to load reloads once, then shows the error page', async ({ page }) => {
  await signInByApi(page, 'admin');
  // Blocked before the first page, so the idle prefetch cannot fetch the chunk either. Only the page's own chunk:
  // chunks of code it shares with other pages are named after it too (shared~…~PayoutsPage-…).
  await page.route(/\/assets\/PayoutsPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByLabel('Current page')).toHaveText('Dashboard');
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('menuitem', { name: 'Payouts' }).click();
  await expect(page.getByRole('alert')).toContainText('500');
  await expect(page.getByRole('alert')).toContainText('dynamically imported module');
  expect(loads).toBe(1);
  await expect(page).toHaveURL('/financial/payouts');
});
