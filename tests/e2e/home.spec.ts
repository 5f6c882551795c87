import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiToken, expect, signInByApi, test } from './fixtures';

const isLayoutSave =
  (method = 'PUT') =>
  (response: { url(): string; request(): { method(): string } }) =>
    response.url().endsWith('/api/account/preferences') && response.request().method() === method;

/** The grid item of a module (react-grid-layout's positioned box around it). */
const gridItem = (page: Page, key: string) => page.locator(`.react-grid-item[data-module="${key}"]`);

async function widthOf(page: Page, key: string): Promise<number> {
  const box = await gridItem(page, key).boundingBox();
  return Math.round(box?.width ?? 0);
}

test.beforeEach(async ({ request }) => {
  // Each run starts from the default layout, whatever an earlier run saved.
  const token = await apiToken(request, 'admin');
  const headers = { token };
  const { preferences } = (await (await request.get('/api/account/preferences', { headers })).json()) as {
    preferences: Record<string, unknown>;
  };
  delete preferences.homeLayout;
  expect((await request.put('/api/account/preferences', { headers, data: { preferences } })).status()).toBe(
    200,
  );
});

test('the home grid is drawn in place: a module first shows where and as wide as it stays', async ({
  page,
}) => {
  // The box a module's grid item has in the first frame it is on the page.
  await page.addInitScript(() => {
    const first = () => {
      const item = document.querySelector('.react-grid-item[data-module="live-cams"]');
      if (!item) return requestAnimationFrame(first);
      const { x, y, width } = item.getBoundingClientRect();
      (window as unknown as { firstBox: number[] }).firstBox = [x, y, width].map(Math.round);
    };
    requestAnimationFrame(first);
  });
  await signInByApi(page, 'admin');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Live cams now' })).toBeVisible();
  // Hovering waits until the handle stands still.
  await gridItem(page, 'live-cams').locator('.react-resizable-handle').hover();
  const box = (await gridItem(page, 'live-cams').boundingBox())!;
  const firstBox = await page.evaluate(() => (window as unknown as { firstBox: number[] }).firstBox);
  expect(firstBox).toEqual([box.x, box.y, box.width].map(Math.round));
});

test('a module resized on the home grid has that size in another browser; removed and added back', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/');
  const signups = page.getByRole('region', { name: 'Signups today' });
  await expect(signups).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live cams now' })).toBeVisible();
  // Hovering waits until the handle stands still.
  const handle = gridItem(page, 'live-cams').locator('.react-resizable-handle');
  await handle.hover();
  const before = await widthOf(page, 'live-cams');
  const box = (await handle.boundingBox())!;
  const saved = page.waitForResponse(isLayoutSave());
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + before * 0.6, box.y + 70, { steps: 12 });
  await page.mouse.move(box.x + before * 0.7, box.y + 80, { steps: 4 });
  await page.mouse.up();
  const response = await saved;
  expect(response.status()).toBe(200);
  const stored = (
    (await response.json()) as {
      preferences: { homeLayout: { layouts: Record<string, { i: string; w: number }[]> } };
    }
  ).preferences.homeLayout.layouts;
  expect(
    Object.values(stored).some((items) => items.some((item) => item.i === 'live-cams' && item.w > 3)),
  ).toBe(true);
  await expect.poll(() => widthOf(page, 'live-cams')).toBeGreaterThan(before + 50);
  const after = await widthOf(page, 'live-cams');

  const other = await browser.newContext({ viewport: page.viewportSize() });
  const second = await other.newPage();
  await signInByApi(second, 'admin');
  await second.goto('/');
  await expect(second.getByRole('region', { name: 'Live cams now' })).toBeVisible();
  await expect.poll(() => widthOf(second, 'live-cams')).toBe(after);
  await other.close();

  const removed = page.waitForResponse(isLayoutSave());
  await page.getByRole('button', { name: 'Remove Signups today' }).click();
  await expect(signups).toHaveCount(0);
  expect((await removed).status()).toBe(200);

  await page.getByRole('button', { name: 'Add module' }).click();
  const added = page.waitForResponse(isLayoutSave());
  await page.getByRole('menuitem', { name: 'Signups today' }).click();
  await expect(signups).toBeVisible();
  await expect(signups).toContainText(/signed up on \d{4}-\d{2}-\d{2}|No signups yet today/);
  expect((await added).status()).toBe(200);
});

test('a module whose data needs a role the person lacks says which', async ({ page }) => {
  await signInByApi(page, 'support');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Signups today' })).toContainText(
    'Needs the role MEMBER_BASE',
  );
  await expect(page.getByRole('region', { name: 'Media queue' })).toContainText(/waiting|Nothing waits/);
});

test('on a phone the modules stack in one column; the page and the components list have no serious axe finding', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent audit events' })).toBeVisible();
  // Every module in the one column: the same left edge and width (once the grid has settled).
  const columns = () =>
    page.locator('.react-grid-item').evaluateAll((items) =>
      items.map((item) => {
        const { x, width } = item.getBoundingClientRect();
        return `${Math.round(x)}:${Math.round(width)}`;
      }),
    );
  await expect.poll(async () => new Set(await columns()).size).toBe(1);
  expect(await columns()).toHaveLength(6);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  expect(await serious()).toEqual([]);

  await page.goto('/tech/dashboard-components');
  const table = page.getByRole('table', { name: 'Dashboard modules' });
  await expect(table.getByRole('row', { name: /Revenue today/ })).toContainText('REVENUE_BASIC');
  await expect(table.getByRole('row', { name: /Recent audit events/ })).toContainText('8 × 4');
  expect(await serious()).toEqual([]);
});
