import { expect, signInByApi, test } from './fixtures';

test('an account shows the roles it holds, each in words with where it comes from', async ({ page }) => {
  const token = await signInByApi(page, 'admin');
  const response = await page.request.get('/api/login/accounts?filter={"q":"support"}&perPage=5', {
    headers: { token },
  });
  const { data } = (await response.json()) as { data: { id: number; username: string }[] };
  const support = data.find((account) => account.username === 'support')!;
  await page.goto(`/admin/account/${support.id}`);
  const roles = page.getByRole('table', { name: 'Effective roles' });
  await expect(roles.getByRole('row').filter({ hasText: 'Search members (SEARCH_MEMBER)' })).toContainText(
    'Group: Support',
  );
});
