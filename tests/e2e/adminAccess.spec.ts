import { expect, signInByApi, test } from './fixtures';

test('support sees no Admin entries and is refused on the Admin routes', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/');
  const menu = page.getByRole('menu', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);

  for (const path of ['/admin/accounts', '/admin/account/1', '/admin/groups', '/admin/group']) {
    await page.goto(path);
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    await expect(
      // Each role by its label beside its code: 'the role View staff accounts (VIEW_ACCOUNTS)'.
      page.getByText(
        /^You need (the role|one of the roles) [^()]+ \([A-Z_]+\)(, [^()]+ \([A-Z_]+\))* to open it\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
