/** A job still to run or running: one of a kind and key at a time. */
export const ACTIVE_STATUSES = ['queued', 'running'] as const;
