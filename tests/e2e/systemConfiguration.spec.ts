import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures';

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
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

test('system configuration: a changed setting shows with who changed it, in its history, and resets to its default', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/tech/system-configuration');
  await expect(page.getByRole('heading', { name: 'System Configuration', level: 1 })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Postbacks settings' })
    .getByRole('row')
    .filter({ hasText: 'Postback answer size cap' });
  await expect(row).toContainText('65,536 bytes(default)');
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the Change button, then the value field has the focus.
  await row.getByRole('button', { name: 'Change Postback answer size cap' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Postback answer size cap' });
  const input = dialog.getByRole('textbox', { name: 'Postback answer size cap' });
  await expect(input).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await input.fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('must be at least 1024 bytes')).toBeVisible();
  await input.fill('32768');
  await input.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('32,768 bytes');
  await expect(row).not.toContainText('(default)');
  await expect(row).toContainText(/admin, \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await row.getByRole('button', { name: 'History of Postback answer size cap' }).click();
  const history = page.getByRole('table', { name: 'Changes of Postback answer size cap' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('admin');
  await expect(newest).toContainText('the default → 32,768 bytes');
  await expect(newest.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Change Postback answer size cap' }).click();
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('65,536 bytes(default)');
});
