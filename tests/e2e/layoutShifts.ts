import type { Page } from '@playwright/test';

/**
 * Run before the page's scripts (addInitScript): keeps every layout shift of an element inside `within` (a selector),
 * as '<tag> "<text>"', including those the metric forgives after an input: the page itself must not move its parts.
 * Sent as source, so it stands alone.
 */
export function watchLayoutShifts(within: string) {
  const moved: string[] = [];
  Object.assign(window, { layoutShiftsSeen: moved });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[])
      for (const source of entry.sources ?? []) {
        const node = source.node;
        if (node instanceof Element && node.closest(within))
          moved.push(`${node.tagName.toLowerCase()} "${(node.textContent ?? '').slice(0, 40)}"`);
      }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts watchLayoutShifts has seen so far, once the page has drawn two more frames. */
export async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShiftsSeen: string[] }).layoutShiftsSeen),
          ),
        ),
      ),
  );
}
