import type { Page } from '@playwright/test';
import { SPEC_MENU } from '../fixtures/specMenu';
import { expect, signInByApi, test } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layoutShifts';

const sidebar = (page: Page) => page.getByRole('menu', { name: 'Main menu' });
const groupButton = (page: Page, name: string) =>
  sidebar(page).getByRole('menuitem', { name, exact: true }).and(sidebar(page).locator('[aria-expanded]'));

test('the header shows the banner, the page name and the capitalised username, none moving the others', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.addInitScript(watchLayoutShifts, 'header');
  await page.goto('/tech/redis');
  await expect(page.getByRole('note')).toHaveText(
    'Development/testing mode: changes made here do not affect production data.',
  );
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
  await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test('before its scripts have run, a signed-in page shows the header and banner; a public page its card instead', async ({
  page,
}) => {
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/admin/accounts');
  await expect(page.getByRole('note')).toHaveText(
    'Development/testing mode: changes made here do not affect production data.',
  );
  await expect(page.getByText('wse-dashboard', { exact: true })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByRole('note')).toHaveCount(0);

  await page.unrouteAll();
  await signInByApi(page, 'admin');
  await page.goto('/admin/accounts');
  await expect(page.getByLabel('Current page')).toHaveText('Accounts');
  await expect(page.getByRole('note')).toHaveCount(1);
  await expect(page.getByText('wse-dashboard', { exact: true })).toHaveCount(0);
});

test('the header stays in view while a long list scrolls', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/support/members?perPage=100');
  await expect(page.getByRole('table')).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(page.getByLabel('Current page')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
});

test('the user menu switches to the dark theme for good, and leads to two-factor enrolment', async ({
  page,
}) => {
  await signInByApi(page, 'support');
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Dark theme' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(page.getByLabel('Signed-in user')).toHaveText('Support');
  expect(await background()).toBe(dark);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
  await expect(page).toHaveURL('/qr');
  await expect(page.getByRole('img', { name: 'QR code for support' })).toBeVisible();
});

test('an admin sees every sidebar group and entry in the documented order', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
  await expect(sidebar(page).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  const groups = await sidebar(page).locator('[aria-expanded]').allTextContents();
  expect(groups).toEqual(Object.keys(SPEC_MENU));
  for (const [group, entries] of Object.entries(SPEC_MENU)) {
    await expect(sidebar(page).getByRole('group', { name: group }).getByRole('menuitem')).toHaveText(entries);
  }
});

test('a support account misses the entries it has no role for and is refused their pages', async ({
  page,
}) => {
  await signInByApi(page, 'support');
  await page.goto('/');
  await expect(sidebar(page).getByRole('group', { name: 'Support / Moderation' })).toBeVisible();
  for (const group of ['Admin', 'Statistics']) await expect(groupButton(page, group)).toHaveCount(0);
  await expect(sidebar(page).getByRole('group', { name: 'Tech' }).getByRole('menuitem')).not.toContainText([
    'Redis',
    'Streams',
    'Bull Monitor',
  ]);
  await expect(sidebar(page).getByRole('group', { name: 'Partners' }).getByRole('menuitem')).toHaveText([
    'Offers',
    'Unknown',
  ]);

  await page.goto('/admin/accounts');
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();
});

test('the collapsed sidebar and each group state survive a reload', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
  await groupButton(page, 'Tech').click();
  await expect(groupButton(page, 'Tech')).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('group', { name: 'Tech' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('search')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(groupButton(page, 'Tech')).toHaveAttribute('aria-expanded', 'false');
  await expect(groupButton(page, 'Finance')).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await groupButton(page, 'Tech').click();
  await page.reload();
  await expect(page.getByRole('search')).toBeVisible();
  await expect(groupButton(page, 'Tech')).toHaveAttribute('aria-expanded', 'true');
});

test('the search is one click away in the collapsed sidebar, and Ctrl+K reaches it from anywhere', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('search')).toHaveCount(0);
  // The pointer leaves the menu toggle, whose tooltip would otherwise cover the button below it.
  await page.mouse.move(600, 400);
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('search')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Search' }).blur();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
});

test('below 768 px the sidebar opens as an overlay and closes after choosing a page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInByApi(page, 'admin');
  await page.goto('/');
  await expect(page.getByLabel('Current page')).toHaveText('Dashboard');
  await expect(page.getByRole('search')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const overlay = page.locator('.MuiDrawer-modal');
  await expect(overlay.getByRole('search')).toBeVisible();
  await overlay.getByRole('group', { name: 'Tech' }).getByRole('menuitem', { name: 'Redis' }).click();
  await expect(page).toHaveURL('/tech/redis');
  await expect(overlay).toBeHidden();
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
});
