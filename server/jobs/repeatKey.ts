/**
 * The key of a repeatable kind's runs: one is queued or running at a time, however many instances schedule it.
 * `repeatKey('%')` matches every pattern's.
 */
export function repeatKey(pattern: string): string {
  return `every ${pattern}`;
}
