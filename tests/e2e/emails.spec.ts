import { uniqueName } from '../fixtures/adminApi';
import { expect, openCreateForm, signInByApi, test } from './fixtures';

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

/** A local date and time `offset` days from now, as a datetime-local input takes it. */
const moment = (offset: number) => {
  const at = new Date(Date.now() + offset * 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('a news item is refused while it ends before it starts, then listed as published now', async ({
  page,
}) => {
  const title = uniqueName('E2E news');
  await signInByApi(page, 'admin');
  await page.goto('/support/news');
  await expect(page.getByLabel('Current page')).toHaveText('News');
  await expect(page.getByRole('columnheader', { name: 'Published now' })).toBeVisible();

  await openCreateForm(page, '/support/news-item', 'Published');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Body', { exact: true }).fill('Support is open every day.');
  await page.getByRole('combobox', { name: 'Audience' }).click();
  await page.getByRole('option', { name: 'Performers and studios' }).click();
  await page.getByLabel('Publish from', { exact: true }).fill(moment(-1));
  await page.getByLabel('Publish until', { exact: true }).fill(moment(-2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Publish until must not be before Publish from')).toBeVisible();

  await page.getByLabel('Publish until', { exact: true }).fill(moment(7));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/support\/news-item\/\d+$/);
  await page.goto('/support/news');
  await page.getByLabel('Title', { exact: true }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('img', { name: 'Yes' })).toBeVisible();
});
