import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'wse-demo';

/** Signs in through the API and stores the token as the dashboard does, so a test starts signed in. */
export async function signInByApi(page: Page, username = 'admin', password = DEMO_PASSWORD): Promise<string> {
  const token = await apiToken(page.request, username, password);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('dash:login', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return token;
}

export async function apiToken(request: APIRequestContext, username = 'admin', password = DEMO_PASSWORD) {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the login form, as a person does. */
export async function signInByForm(page: Page, username = 'admin', password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
