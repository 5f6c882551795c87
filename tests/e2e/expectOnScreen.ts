import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Expects an element to lie within the page's width, left to right: on a phone, a table column scrolled out of
 * sight sideways fails it, wherever the element is up or down the page.
 */
export async function expectOnScreen(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = element.page().viewportSize()?.width ?? 0;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}
