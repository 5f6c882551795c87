import type { Page } from '@playwright/test';
import { apiToken, expect, signInByApi, test } from './fixtures';

interface Hit {
  id: number;
  username: string;
}

async function findMembers(page: Page, search: string, path = '/api/members/search'): Promise<Hit[]> {
  const token = await apiToken(page.request, 'admin');
  const response = await page.request.post(path, { data: { search }, headers: { token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Hit[] }).data;
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
});

/** How long, by the page's clock, an element holding `text` stays in the document from now on (resolves once gone). */
function timeOnScreen(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let shownAt = 0;
        const observer = new MutationObserver(() => {
          const shown = document.body.innerText.includes(wanted);
          if (shown && !shownAt) shownAt = performance.now();
          if (!shown && shownAt) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
}

test('an empty search shows an error snackbar for 6 seconds', async ({ page }) => {
  const onScreen = timeOnScreen(page, 'No search parameter given');
  await page.getByRole('button', { name: 'Run the search' }).click();
  await expect(page.getByText('No search parameter given')).toBeVisible();
  // Its 6 seconds, then its exit transition; a busy machine only makes it longer.
  const shownMs = await onScreen;
  expect(shownMs).toBeGreaterThanOrEqual(6000);
  expect(shownMs).toBeLessThan(15_000);
});

test('a member search shows Loading… while it runs, then says it found nobody', async ({ page }) => {
  // The answer is held until the dialog has been seen, so a fast server cannot hide it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/members/search', async (route) => {
    await held;
    await route.continue();
  });
  await search(page, 'zz-nobody-zz');
  await expect(page.getByRole('dialog', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(page.getByText('Could not find member: zz-nobody-zz')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Loading…' })).toBeHidden();
});

test('a model search without hits names the performer, and the choice is remembered', async ({ page }) => {
  await page.getByRole('button', { name: 'Model' }).click();
  await search(page, 'zz-nobody-zz');
  await expect(page.getByText('Could not find performer: zz-nobody-zz')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Model' })).toHaveAttribute('aria-pressed', 'true');
});

test('a search with one hit opens the member', async ({ page }) => {
  const [first] = await findMembers(page, 'a');
  expect(first).toBeDefined();
  const exact = await findMembers(page, first!.username);
  expect(exact).toHaveLength(1);
  await search(page, first!.username);
  await expect(page).toHaveURL(`/member/${exact[0]!.id}`);
  await expect(page.getByLabel('Current page')).toHaveText('Member');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(first!.username);
});

test('a model search with one hit opens the performer with their data', async ({ page }) => {
  const [first] = await findMembers(page, 'a', '/api/wse/search');
  expect(first).toBeDefined();
  const exact = await findMembers(page, first!.username, '/api/wse/search');
  expect(exact).toHaveLength(1);
  await page.getByRole('button', { name: 'Model' }).click();
  await search(page, first!.username);
  await expect(page).toHaveURL(`/performer/${exact[0]!.id}`);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(first!.username);
});

test('a search with several hits lists them in a dialog with an edit link each', async ({ page }) => {
  const hits = await findMembers(page, 'a');
  expect(hits.length).toBeGreaterThan(1);
  await search(page, 'a');
  const dialog = page.getByRole('dialog', { name: 'Multiple search results' });
  await expect(dialog.getByRole('columnheader')).toHaveText([
    '#',
    'Username',
    'Email',
    'Whitelabel site',
    'Family site',
    'Edit',
  ]);
  await expect(dialog.getByRole('row')).toHaveCount(hits.length + 1);
  await expect(dialog).toContainText(`The first ${hits.length} hits; type more of the name to narrow them.`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await search(page, 'a');
  await dialog.getByRole('link', { name: `Edit ${hits[1]!.username}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/member/${hits[1]!.id}`);
});
