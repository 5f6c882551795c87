import { authenticator } from 'otplib';
import { apiToken, expect, serverOfItsOwn, signInByApi, signInByForm, test } from './fixtures';

test('the QR page shows the signed-in account its two-factor QR image', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/qr');
  const image = page.getByRole('img', { name: 'QR code for support' });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the QR page without a link token or session says what is wrong', async ({ page }) => {
  await page.goto('/qr');
  await expect(page.getByRole('alert')).toContainText('This link has no token');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});

// These change passwords, two-factor and rate limits, so they run on a server of their own.
test.describe('on a server of its own', () => {
  test.describe.configure({ mode: 'serial' });
  const server = serverOfItsOwn();

  test('forgot password: request a link, set a new password from it, sign in with it', async ({ page }) => {
    await page.goto(`${server.origin}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Username or email').fill('support@wse.example');
    await page.getByLabel('Username or email').press('Enter');
    await expect(
      page.getByText('If an account matches, a link to reset its password has been sent.'),
    ).toBeVisible();

    const [, query] = await server.waitForLog(
      /Password reset link for support: \S+\/forgot-password(\?token=[\w-]+)/,
    );
    await page.goto(`${server.origin}/forgot-password${query}`);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Repeat new password').fill('brand-new-typo');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat new password').fill('brand-new-pass');
    await page.getByLabel('Repeat new password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

    await signInByForm(page, 'support', 'brand-new-pass', server.origin);
    await expect(page.getByLabel('Signed-in user')).toHaveText('Support');
  });

  test('two-factor: enrol on /qr with the password, sign in with the code, replace the app with a code of the old one', async ({
    page,
  }) => {
    const token = await apiToken(page.request, 'admin', undefined, server.origin);
    await page.goto(`${server.origin}/config.json`);
    await page.evaluate((value) => localStorage.setItem('dash:login', value), token);
    /** The secret of the QR the page shows (the account's pending one), as an authenticator app reads it. */
    const shownSecret = async () => {
      await expect(page.getByRole('img', { name: 'QR code for admin' })).toBeVisible();
      const headers = { token: (await page.evaluate(() => localStorage.getItem('dash:login')))! };
      const enrolment = await page.request.get(`${server.origin}/api/account/qr`, { headers });
      const { otpauthUrl } = (await enrolment.json()) as { otpauthUrl: string };
      return new URL(otpauthUrl).searchParams.get('secret')!;
    };

    await page.goto(`${server.origin}/qr`);
    const first = await shownSecret();
    await page.getByLabel('Code').fill(authenticator.generate(first));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('That password is not right.')).toBeVisible();
    await page.getByLabel('Password').fill('wse-demo');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/Two-factor authentication is set up/)).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('dash:login'));
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wse-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
    await page.getByLabel('Code').fill(authenticator.generate(first));
    await page.getByLabel('Code').press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByLabel('Signed-in user')).toHaveText('Admin');

    // A new phone: replacing the app takes a code of the one in use as well.
    await page.goto(`${server.origin}/qr`);
    await expect(page.getByText(/replaces the authenticator app you use now/)).toBeVisible();
    const second = await shownSecret();
    await page.getByLabel('Password').fill('wse-demo');
    await page.getByLabel('Code of the new authenticator app').fill(authenticator.generate(second));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Enter the 6 digits your current authenticator app shows')).toBeVisible();
    await page.getByLabel('Code of your current authenticator app').fill(authenticator.generate(first));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/Two-factor authentication is set up/)).toBeVisible();
    const signIn = (code: string) =>
      page.request.post(`${server.origin}/api/login`, {
        data: { username: 'admin', password: 'wse-demo', code },
      });
    expect((await signIn(authenticator.generate(second))).status()).toBe(200);
  });
});
