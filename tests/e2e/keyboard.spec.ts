import type { Locator, Page } from '@playwright/test';
import { apiCall, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

/**
 * Presses Tab until `target` has the focus, as a keyboard user would, and answers the names of the controls passed
 * on the way; fails when it is never reached.
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return passed;
    await page.keyboard.press('Tab');
    passed.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused) return '';
        const labelled = focused.id
          ? document.querySelector(`label[for="${focused.id}"]`)?.textContent
          : null;
        return (
          (focused.getAttribute('aria-label') ?? labelled ?? focused.textContent?.trim() ?? '').trim() ||
          `<${focused.tagName.toLowerCase()} ${focused.className}>`
        );
      }),
    );
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`at ${width}×${height} an account is opened, edited, saved and deleted by keyboard alone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const username = uniqueName('e2e.kbd');
    const token = await apiToken(page.request, 'admin');
    await apiCall(page.request, token, 'POST', '/login/account', {
      username,
      email: `${username}@wse.example`,
    });
    await signInByApi(page, 'admin');
    await page.goto(`/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`);
    // The row's link: the name alone in the table, the name over its facts in a phone's compact row.
    const rowLink = () =>
      page.getByRole('link', { name: new RegExp(`^${username.replace(/\./g, '\\.')}( |$)`) });
    const row = rowLink();
    await expect(row).toBeVisible();
    if (width < 768) await noSidewaysScroll(page);

    // Hidden controls (the bulk actions while nothing is selected) take no focus on the way.
    const passed = await tabTo(page, row);
    expect(passed).not.toContain('Unselect');
    expect(passed.filter((name) => name.startsWith('<'))).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/account\/\d+$/);
    await expect(page.getByRole('heading', { name: `Account: ${username}` })).toBeVisible();
    if (width < 768) await noSidewaysScroll(page);
    // Record actions keep their words at every width.
    await expect(page.getByRole('button', { name: 'Send password reset' })).toHaveText('Send password reset');
    await expect(page.getByRole('button', { name: 'Re-send QR' })).toHaveText('Re-send QR');

    const email = page.getByLabel('Email', { exact: true });
    await tabTo(page, email);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${username}@keyboard.example`);
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Account saved')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/accounts(\?|$)/);

    await page.goto(`/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`);
    await tabTo(page, rowLink());
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${username}@keyboard.example`);
    await tabTo(page, page.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete account' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/accounts(\?|$)/);
  });
}

for (const width of [1366, 375]) {
  test(`at ${width} px the first Tab shows the skip link, which takes the keyboard past the header and sidebar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, 'admin');
    await page.goto('/admin/accounts');
    await expect(page.locator('#main-content').getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement)),
      )
      .toBe(true);
  });
}
