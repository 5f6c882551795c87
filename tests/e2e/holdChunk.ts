import type { Page } from '@playwright/test';

/**
 * Holds back the page's fetch of the built chunk `name` (its file is `<name>-<hash>.js`) until `release()`:
 * `requested` settles once the page has asked for it.
 *
 * @example
 * const chunk = await holdChunk(page, 'ImageKindInput');
 * await page.goto('/marketing/promotion');
 * await chunk.requested;
 * chunk.release();
 */
export async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { requested, release };
}
