import { JOB_KINDS, QUEUE_MONITOR_ROLE, type JobKind } from './jobKinds';

/**
 * The kinds of job a holder of these roles sees (lists, follows, cancels). The queues' monitor sees them all,
 * their data included: it is the on-call role for the job layer, which retries and removes any job.
 */
export function visibleJobKinds(roles: readonly string[]): JobKind[] {
  const all = Object.keys(JOB_KINDS) as JobKind[];
  if (roles.includes(QUEUE_MONITOR_ROLE)) return all;
  return all.filter((kind) => JOB_KINDS[kind].some((role: string) => roles.includes(role)));
}
