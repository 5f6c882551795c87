import type { Page } from '@playwright/test';
import { uniqueName } from '../fixtures/adminApi';
import { expect, signInByApi, test } from './fixtures';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const present = (page: Page) => page.getByRole('region', { name: 'In this room' });

async function say(page: Page, message: string) {
  await page.getByLabel(/^Message to /).fill(message);
  await page.getByLabel(/^Message to /).press('Enter');
}

test('staff talk in a room live, see who is in it, and a message written offline is sent once when back', async ({
  browser,
}) => {
  const room = uniqueName('e2e-room');
  const adminContext = await browser.newContext();
  const supportContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const support = await supportContext.newPage();
  await signInByApi(admin, 'admin');
  await signInByApi(support, 'support');

  await admin.goto(`/chat/${room}`);
  await expect(admin.getByRole('heading', { level: 1, name: room })).toBeVisible();
  await expect(admin.getByText('Connected', { exact: true })).toBeVisible();
  await expect(log(admin)).toContainText('No messages yet');
  await support.goto('/support/chats');
  await support.getByRole('link', { name: 'Staff chat' }).click();
  await expect(support.getByRole('heading', { level: 1, name: 'lobby' })).toBeVisible();
  await support.getByLabel('Open a room').fill(room);
  await support.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(support).toHaveURL(`/chat/${room}`);
  await expect(present(admin)).toContainText('In this room (2)');
  await expect(present(admin).getByRole('listitem')).toHaveText(['admin', 'support']);

  await say(admin, 'Hello from admin');
  await expect(log(support)).toContainText('admin: Hello from admin');
  await expect(admin.getByLabel(/^Message to /)).toHaveValue('');

  await say(support, '   ');
  await expect(support.getByText('Required')).toBeVisible();

  // Shift+Enter starts a new line, the box grows with the lines, and Enter sends them as one message.
  const composer = admin.getByLabel(/^Message to /);
  const oneLine = (await composer.boundingBox())!.height;
  await composer.fill('first');
  for (const next of ['second', 'third']) {
    await composer.press('Shift+Enter');
    await composer.pressSequentially(next);
  }
  await expect.poll(async () => (await composer.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
  await composer.press('Enter');
  await expect(log(support)).toContainText(/admin: first\s+second\s+third/);
  await expect(composer).toHaveValue('');

  await adminContext.setOffline(true);
  await expect(admin.getByRole('status')).toContainText('Connection lost. Reconnecting…');
  await expect(present(support)).toContainText('In this room (1)');
  await say(admin, 'Written while offline');
  await expect(log(admin).locator('[data-outbox]')).toHaveText(
    /Written while offline Waiting for the connection/,
  );
  await expect(admin.getByRole('status')).toContainText('1 message waits and will be sent once connected.');

  await adminContext.setOffline(false);
  await expect(admin.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(log(support)).toContainText('admin: Written while offline');
  await expect(log(admin).locator('[data-outbox]')).toHaveCount(0);
  for (const page of [admin, support])
    await expect(log(page).getByText('Written while offline', { exact: true })).toHaveCount(1);
  await expect(present(support)).toContainText('In this room (2)');

  await support.reload();
  await expect(log(support).getByText(/^Hello from admin$|^Written while offline$/)).toHaveCount(2);
  await expect(
    support.getByRole('navigation', { name: 'Chat rooms' }).getByRole('link', { name: new RegExp(room) }),
  ).toHaveAttribute('aria-current', 'page');
  await support.getByLabel('Open a room').fill('no spaces allowed');
  await support.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(support.getByText('Letters, digits and . _ : @ - only')).toBeVisible();

  await adminContext.close();
  await supportContext.close();
});
