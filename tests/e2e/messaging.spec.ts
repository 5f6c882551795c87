import { uniqueName } from '../fixtures/adminApi';
import { expect, signInByApi, test } from './fixtures';

test('a mass message is counted, confirmed by its count, and followed to 100 % across a reload', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const subject = uniqueName('Safety reminder');
  await page.goto('/support/messaging');
  const reach = page.getByRole('status').filter({ hasText: 'match this audience' });

  await page.getByRole('combobox', { name: 'Recipients' }).click();
  await page.getByRole('option', { name: 'Performers' }).click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Deleted' }).click();
  await expect(reach).toHaveText('0 performers match this audience.');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await expect(reach).toHaveText(/^[1-9][\d.]* performers match this audience\.$/);
  const count = /^([\d.]+) performers/.exec((await reach.textContent()) ?? '')![1]!;

  await page.getByLabel('Subject').fill('Hi');
  await page.getByLabel('Message').fill('Your account stays blocked until you confirm your documents.');
  await page.getByRole('button', { name: `Send to ${count} performers` }).click();
  await expect(page.getByText('At least 3 characters')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: `Send to ${count} performers` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this message?' });
  await expect(dialog).toContainText(`‘${subject}’ goes to ${count} performers.`);
  await dialog.getByRole('button', { name: `Send to ${count} performers` }).click();

  await expect(page).toHaveURL(/[?&]job=\d+/);
  const send = page.getByRole('region', { name: `‘${subject}’` });
  const progress = send.getByRole('status');
  await expect(progress).toHaveText(new RegExp(`^Sending: [1-9][\\d.]* of ${count} recipients`));

  await page.reload();
  // The send keeps to the suite server's rate of 1 recipient a second (serverEnv.ts).
  await expect(progress).toHaveText(`Sent: ${count} of ${count} recipients (100 %)`, {
    timeout: (Number(count.replaceAll('.', '')) + 10) * 1000,
  });
  await expect(send.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const recipients = send.getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByRole('row').nth(1)).toContainText('Sent');
  await expect(
    page.getByRole('table', { name: 'Recent sends' }).getByRole('row', { name: subject }),
  ).toContainText('(100 %)');
});
