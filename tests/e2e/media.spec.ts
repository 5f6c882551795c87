import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures';

/** The labels of the items held for this moderator, walked with J as a moderator would. */
async function heldLabels(page: Page): Promise<string[]> {
  const figure = page.getByRole('figure');
  const labels: string[] = [];
  for (let step = 0; step < 5; step++) {
    labels.push((await figure.getAttribute('aria-label')) ?? '');
    await page.keyboard.press('j');
  }
  return [...new Set(labels)];
}

test('two moderators never see the same item, and A approves by keyboard', async ({ browser }) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  await signInByApi(first, 'admin');
  await signInByApi(second, 'support');
  await first.goto('/support/media');
  await expect(first.getByRole('figure')).toBeVisible();
  await second.goto('/support/media');
  await expect(second.getByRole('figure')).toBeVisible();

  const mine = await heldLabels(first);
  const theirs = await heldLabels(second);
  expect(mine).toHaveLength(5);
  expect(theirs).toHaveLength(5);
  expect(mine.filter((label) => theirs.includes(label))).toEqual([]);

  // Blurred until hovered or focused.
  const picture = first.getByRole('figure').locator('img');
  await expect(picture).toHaveCSS('filter', /blur/);
  await first.getByRole('figure').focus();
  await expect(picture).toHaveCSS('filter', 'none');

  await first.keyboard.press('k');
  const before = await first.getByRole('figure').getAttribute('aria-label');
  await first.locator('body').press('a');
  await expect(first.getByText('Approved', { exact: true })).toBeVisible();
  await expect(first.getByRole('figure')).not.toHaveAttribute('aria-label', before!);
  await expect(first.getByText(/^Keys: .* 4 held for you/)).toBeVisible();

  await first.keyboard.press('r');
  const dialog = first.getByRole('dialog', { name: /^Reject this/ });
  await dialog.getByLabel('Reason').fill('Shows contact details');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(first.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Keys: .* 3 held for you/)).toBeVisible();
  await first.close();
  await second.close();
});
