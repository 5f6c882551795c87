import { JOB_KINDS, type JobKind } from './jobKinds';

/** The kinds of job a holder of these roles sees (lists, follows, cancels). */
export function visibleJobKinds(roles: readonly string[]): JobKind[] {
  return (Object.keys(JOB_KINDS) as JobKind[]).filter((kind) =>
    JOB_KINDS[kind].some((role: string) => roles.includes(role)),
  );
}
