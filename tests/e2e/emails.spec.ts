import { expect, test } from '@playwright/test';
import { uniqueName } from '../fixtures/adminApi';
import { signInByApi } from './fixtures';

test('an email event shows its preview with sample data, as text, and sends a test to oneself', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInByApi(page, 'admin');

  await page.goto('/support/emails');
  await expect(page.getByLabel('Current page')).toHaveText('Emails');
  const row = page.getByRole('row').filter({ hasText: 'Registered' });
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/support\/email\/\d+$/);
  const record = page.url();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Thanks for registering at {site}');
  await expect(page.getByLabel('Preview subject')).toHaveValue('Thanks for registering at CamClub');
  await expect(page.getByLabel('Preview content')).toHaveValue(/^Hi lola_sunshine,/);

  // Markup in a template is shown as written, never rendered nor run.
  const marker = uniqueName('marker');
  const markup = `<img src="x" id="${marker}" onerror="alert('${marker}')"><script>alert('${marker}')</script>`;
  await page.getByLabel('Content', { exact: true }).fill(`Hi {username} ${markup}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/support\/emails$/);
  await page.goto(record);
  await expect(page.getByLabel('Preview content')).toHaveValue(`Hi lola_sunshine ${markup}`);
  await expect(page.locator(`#${marker}`)).toHaveCount(0);
  expect(dialogs).toEqual([]);

  await page.getByRole('button', { name: 'Send a test to myself' }).click();
  const confirm = page.getByRole('dialog', { name: /Send a test to myself/ });
  await expect(confirm).toContainText('to your own address');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Test email sent to your address')).toBeVisible();
});
