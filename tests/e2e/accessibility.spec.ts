import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures';

/** The serious and critical findings of axe on the page as it is now, with where each one is. */
async function seriousViolations(page: Page) {
  // Colours are judged once transitions end: a dialog fading in is not yet its own colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the login page has no serious accessibility problem', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a list, a record and a dialog have no serious accessibility problem', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/admin/accounts');
  await expect(page.getByRole('link', { name: 'support', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'support', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Effective roles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the lock page has no serious accessibility problem', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/admin/accounts');
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
