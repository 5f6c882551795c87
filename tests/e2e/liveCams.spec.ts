import { apiCall, uniqueName } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

test('a performer going live appears on the wall without a reload; a kick from it reaches the kick log', async ({
  page,
}) => {
  const admin = await apiToken(page.request, 'admin');
  const [performer] = (await (
    await page.request.get('/api/wse/users?range=[0,0]&sort=["id","DESC"]', { headers: { token: admin } })
  ).json()) as { id: number; username: string }[];
  const members = await page.request.get('/api/members/overview?perPage=1', { headers: { token: admin } });
  const [member] = ((await members.json()) as { data: { id: number; username: string }[] }).data;
  await apiCall(page.request, admin, 'POST', '/wse/simulate/presence', {
    performer: performer!.id,
    onlineStatus: 'offline',
  });

  await signInByApi(page, 'support');
  await page.goto('/support/chats?status=live');
  await expect(page.getByLabel('Current page')).toHaveText('Live Cams');
  const wall = page.getByRole('list', { name: 'Live performers' });
  await expect(wall).toBeVisible();
  const card = wall.getByRole('article', { name: performer!.username, exact: true });
  await expect(card).toHaveCount(0);

  const support = await apiToken(page.request, 'support');
  await apiCall(page.request, support, 'POST', '/wse/simulate/presence', {
    performer: performer!.id,
    onlineStatus: 'live',
    chatKind: 'tip',
    viewers: 999,
    member: member!.id,
  });
  await expect(card).toContainText('Tip · 999 watching');
  await expect(card).toContainText(`With ${member!.username}`);

  const reason = uniqueName('Abusive language');
  await card.getByRole('button', { name: 'Kick' }).click();
  const dialog = page.getByRole('dialog', { name: /^Kick / });
  await dialog.getByRole('button', { name: 'Kick' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Kick' }).click();
  await expect(page.getByText('Member kicked')).toBeVisible();
  await expect(card).toContainText('998 watching');
  await expect(card.getByRole('button', { name: 'Kick' })).toBeDisabled();

  await page.goto('/support/kick');
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('support');
});
