import { expect, signInByForm, test } from './fixtures';

test.describe('sign-in and sign-out', () => {
  test('signs in by the form, stores the token, and signs out by the logout icon', async ({ page }) => {
    await signInByForm(page);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('dash:login'))).toBeTruthy();
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dash:login'))).toBeNull();
  });

  test("the server's sign-in form takes what is typed before the app's code has come, and Enter then signs in", async ({
    page,
  }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wse-demo');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.locator('form.public-shell-form')).toBeVisible();
    expect(page.url()).toMatch(/\/login$/);
    release();
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('says so when the password is wrong, and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("too many failed sign-ins show the server's wait, and another account still signs in", async ({
    page,
  }) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await page.request.post('/api/login', {
        data: { username: 'ghost', password: 'wrong' },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/login');
    await page.getByLabel('Username').fill('ghost');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many failed sign-in attempts\. Try again in (\d+ seconds|1 minute)\.$/,
    );
    await expect(page).toHaveURL(/\/login$/);
    await signInByForm(page);
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');
  });

  test('names the missing fields without calling the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/login') && calls.push(request.url()));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a page reached without a token goes to /login, and back there after signing in', async ({ page }) => {
    await page.goto('/admin/accounts');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wse-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/accounts$/);
  });

  test("the login page is public and loads no list, chart or grid code; a list's page preloads the list's code, a record's page its screen's, a custom page neither", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    // Every page's HTML preloads React's DOM renderer and the app with the login form; the signed-in layout's chunk
    // (with the list code custom pages share) is preloaded by signed-in pages, the rest of the list's by lists'.
    const publicHtml = await (await page.request.get('/login')).text();
    for (const chunk of ['dom', 'app'])
      expect(publicHtml).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[^"]+\\.js">`),
      );
    expect(scripts.filter((url) => /\/assets\/(layout|list)-/.test(url))).toEqual([]);
    const preloads = (chunk: string) =>
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[A-Za-z0-9_-]{8}\\.js">`);
    const signedInHtml = await (await page.request.get('/admin/accounts')).text();
    for (const chunk of ['layout', 'list-record', 'list']) expect(signedInHtml).toMatch(preloads(chunk));
    expect(signedInHtml).not.toMatch(preloads('record'));
    const customHtml = await (await page.request.get('/financial/payouts')).text();
    expect(customHtml).toMatch(preloads('layout'));
    for (const chunk of ['list', 'record']) expect(customHtml).not.toMatch(preloads(chunk));
    const recordHtml = await (await page.request.get('/admin/account/1')).text();
    // A record's form takes of the list's code only what it shows values with; its related lists bring the rest.
    for (const chunk of ['list-record', 'record']) expect(recordHtml).toMatch(preloads(chunk));
    expect(recordHtml).not.toMatch(preloads('list'));
    // Chunks of shared code are named after every screen sharing them, so their code is what tells: none holds
    // react-admin's list, table or edit view, Chart.js or the windowed table.
    const code = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    for (const marker of ['RaList', 'RaDataTable', 'RaEdit', 'Canvas is already in use', 'measureElement'])
      expect(
        code.filter((text) => text.includes(marker)),
        marker,
      ).toEqual([]);
  });
});

test.describe('public pages before their code has run', () => {
  for (const { path, heading } of [
    { path: '/login', heading: 'Sign in' },
    { path: '/forgot-password', heading: 'Forgot password' },
    { path: '/forgot-password?token=not-checked-yet', heading: 'Choose a new password' },
  ]) {
    test(`${path} shows its card and heading from the server, where the page then draws them`, async ({
      page,
    }) => {
      await page.route('**/assets/**', (route) => route.abort());
      await page.goto(path);
      const frame = page.getByRole('heading', { level: 1 });
      await expect(frame).toHaveText(heading);
      const before = await frame.boundingBox();

      await page.unroute('**/assets/**');
      await page.goto(path);
      await expect(
        page.getByRole('button', { name: /^(Sign in|Send reset link|Set new password)$/ }),
      ).toBeVisible();
      // The login frame's form is usable before the page's code runs: the page's own takes its place.
      await expect(page.locator('form.public-shell-form')).toHaveCount(0);
      const drawn = page.getByRole('heading', { level: 1 });
      await expect(drawn).toHaveText(heading);
      // The page's card starts where the frame's did: its heading does not jump when the form comes.
      expect((await drawn.boundingBox())?.y).toBeCloseTo(before!.y, 0);
    });
  }
});
