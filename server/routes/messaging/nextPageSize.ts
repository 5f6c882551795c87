/** A page should take about this long: progress then reaches the browser well within 2 s. */
export const PAGE_TARGET_MS = 1000;
const SMALLEST = 25;

/**
 * The size of a send's next page from how long the last one took: halved when it took longer than the target
 * (a busy database), doubled up to `largest` when it took under a quarter of it.
 *
 * @example
 * nextPageSize(500, 1800, 500); // 250
 */
export function nextPageSize(size: number, tookMs: number, largest: number): number {
  if (tookMs > PAGE_TARGET_MS) return Math.max(SMALLEST, Math.floor(size / 2));
  if (tookMs < PAGE_TARGET_MS / 4) return Math.min(largest, size * 2);
  return Math.min(largest, size);
}
