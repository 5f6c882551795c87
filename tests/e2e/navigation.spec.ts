import { expect, signInByApi, test } from './fixtures';

test('a pasted deep link opens its page and survives a reload, with a real path', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/tech/redis');
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
  await page.reload();
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
  expect(page.url()).not.toContain('#');
});

test('a list opened by its link asks for its rows once, with the page size and filter in its URL', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login/accounts') asked.push(request.url());
  });
  const filter = encodeURIComponent(JSON.stringify({ q: 'admin' }));
  await page.goto(`/admin/accounts?perPage=10&filter=${filter}`);
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' }).last()).toHaveValue('admin');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('10');
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('perPage')).toBe('10');
});

test('choosing 1,000 rows a page asks the API once for them and once for their whitelabels, and names each', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/support/members');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('25');
  // The 25 rows' own whitelabels are in before counting.
  await expect(page.getByRole('table').locator('[aria-busy="true"]')).toHaveCount(0);
  const isMembers = (url: string) => new URL(url).pathname === '/api/members/overview';
  // Whitelabels by id: the Whitelabel filter's own list of them, filtered by nothing, is not counted.
  const isWhitelabelsById = (url: string) =>
    new URL(url).pathname === '/api/whitelabels' &&
    'id' in (JSON.parse(new URL(url).searchParams.get('filter') ?? '{}') as object);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const members = page.waitForResponse((response) => isMembers(response.url()));
  const whitelabels = page.waitForResponse((response) => isWhitelabelsById(response.url()));
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '1000' }).click();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', /^\d{3,4}$/);
  await expect(page).toHaveURL(/perPage=1000/);
  const { data } = (await (await members).json()) as { data: { username: string; whitelabel: number }[] };
  const named = (await (await whitelabels).json()) as { id: number; name: string }[];
  const first = named.find((whitelabel) => whitelabel.id === data[0]!.whitelabel)!;
  await page.mouse.wheel(0, -60_000);
  await expect(page.getByRole('row').filter({ hasText: data[0]!.username })).toContainText(first.name);
  expect(asked.filter(isMembers)).toHaveLength(1);
  expect(new URL(asked.find(isMembers)!).searchParams.get('perPage')).toBe('1000');
  expect(asked.filter(isWhitelabelsById)).toHaveLength(1);
});

test('a sidebar entry opens its page at its path, in the app, and is then the current one', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
  const menu = page.getByRole('menu', { name: 'Main menu' });
  const vat = menu
    .getByRole('group', { name: 'Finance' })
    .getByRole('menuitem', { name: 'VAT', exact: true });
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await vat.click();
  await expect(page).toHaveURL('/financial/vat');
  await expect(page.getByLabel('Current page')).toHaveText('VAT');
  await expect(page).toHaveTitle(/^VAT · /);
  await expect(vat).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('without a token a page sends the visitor to the login page, which has no sidebar', async ({ page }) => {
  await page.goto('/tech/redis');
  await expect(page).toHaveURL('/login');
  await expect(page).toHaveTitle(/^Sign in · /);
  await expect(page.getByRole('menu', { name: 'Main menu' })).toHaveCount(0);
});

test('a path with the default locale prefix opens without it', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/en/tech/redis');
  await expect(page).toHaveURL('/tech/redis');
  await expect(page.getByLabel('Current page')).toHaveText('Redis');
});

test('leaving a record with unsaved changes asks first, by a link or by Back, and stays when told to', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/admin/accounts');
  await page.getByRole('link', { name: 'admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/account\/\d+$/);
  const record = page.url();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).not.toHaveValue('');
  await email.fill('unsaved@wse.example');

  const asked: string[] = [];
  const answer = (accept: boolean) =>
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  answer(false);
  await page
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'VAT', exact: true })
    .click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
  await expect(page).toHaveURL(record);

  answer(false);
  await page.evaluate(() => history.back());
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(record);
  await expect(email).toHaveValue('unsaved@wse.example');

  answer(true);
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL('/admin/accounts');
  await expect(page.getByRole('link', { name: 'admin', exact: true })).toBeVisible();
  expect(asked).toHaveLength(3);
});
