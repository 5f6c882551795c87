/**
 * Settles as `promise` does, or after `ms` if that is sooner.
 *
 * @example
 * await atMost(300, firstPage);
 */
export const atMost = (ms: number, promise: Promise<unknown>): Promise<unknown> =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
