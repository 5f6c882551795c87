import { expect, test } from '@playwright/test';
import { signInByApi } from './fixtures';

test('support resolves an abuse report from the list with a note', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/support/abuse');
  await expect(page.getByLabel('Current page')).toHaveText('Abuse');
  const row = page.getByRole('row').filter({ hasText: 'Open' }).first();
  const excerpt = (await row.getByRole('cell').nth(4).textContent()) ?? '';
  await row.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: /Resolve/ });
  await dialog.getByLabel('Note').fill('Warned the member in the room');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report resolved')).toBeVisible();
  const resolved = page
    .getByRole('row')
    .filter({ hasText: 'Warned the member in the room' })
    .filter({ hasText: excerpt });
  await expect(resolved).toContainText('Resolved');
  await expect(resolved.getByRole('button', { name: 'Resolve' })).toBeDisabled();
});

test('support refunds an invalid chat once, and reads the kick log', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/support/invalid-chats');
  await expect(page.getByLabel('Current page')).toHaveText('Invalid Chats');
  const row = page.getByRole('row').filter({ hasText: 'Too short' }).first();
  const started = (await row.getByRole('cell').first().textContent()) ?? '';
  await row.getByRole('button', { name: 'Refund credits' }).click();
  const dialog = page.getByRole('dialog', { name: /Refund credits/ });
  await dialog.getByLabel('Note').fill('The stream froze');
  await dialog.getByRole('button', { name: 'Refund credits' }).click();
  await expect(page.getByText('Credits refunded', { exact: true }).first()).toBeVisible();
  const reviewed = page.getByRole('row').filter({ hasText: started });
  await expect(reviewed.getByRole('button', { name: 'Refund credits' })).toBeDisabled();
  await expect(reviewed.getByRole('button', { name: 'Mark valid' })).toBeDisabled();

  await page.goto('/support/kick');
  await expect(page.getByLabel('Current page')).toHaveText('Kick Log');
  await expect(page.getByRole('row').filter({ hasText: 'Performer' }).first()).toBeVisible();
});
