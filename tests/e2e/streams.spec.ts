import { apiCall, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

test('a performer coming online shows in the streams list without a reload; stopped with a reason, they leave it and the live wall', async ({
  page,
}) => {
  const admin = await apiToken(page.request, 'admin');
  const [performer] = (await (
    await page.request.get('/api/wse/users?range=[1,1]&sort=["id","DESC"]', { headers: { token: admin } })
  ).json()) as { id: number; username: string }[];
  await apiCall(page.request, admin, 'POST', '/wse/simulate/presence', {
    performer: performer!.id,
    onlineStatus: 'offline',
  });

  await signInByApi(page, 'admin');
  await page.goto('/tech/streams');
  await expect(page.getByLabel('Current page')).toHaveText('Streams');
  const table = page.getByRole('table', { name: 'Open streams' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: performer!.username, exact: true });
  await expect(row).toHaveCount(0);

  await apiCall(page.request, admin, 'POST', '/wse/simulate/presence', {
    performer: performer!.id,
    onlineStatus: 'free',
    chatKind: 'free',
    viewers: 432,
  });
  // Newest first: the stream that just started leads the list, with the platform's own figures.
  await expect(row).toContainText('Free');
  await expect(row).toContainText('432');
  await expect(row).toContainText(/media-[a-z]+-\d/);

  await page.goto('/support/chats?status=free');
  const card = page.getByRole('list', { name: 'Free performers' }).getByRole('article', {
    name: performer!.username,
    exact: true,
  });
  await expect(card).toBeVisible();
  await page.goBack();

  const reason = uniqueName('Broadcasting a test card');
  await row.getByRole('button', { name: `Stop the stream of ${performer!.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stop ${performer!.username}'s stream?` });
  await dialog.getByRole('button', { name: 'Stop stream' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Stop stream' }).click();
  await expect(page.getByText(`${performer!.username}'s stream stopped`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/support/chats?status=free');
  await expect(page.getByRole('tab', { name: /^Free \(\d+\)$/ })).toBeVisible();
  await expect(card).toHaveCount(0);
});
