import type { z } from 'zod';
import { CLOCK_GROUPINGS, type DateGrouping } from './dateGroupings';

interface PeriodInput {
  from?: string;
  to?: string;
  preset?: string;
  grouping?: DateGrouping;
}

const seconds = (moment: string) =>
  moment.length === 10 ? `${moment}T00:00:00` : `${moment}:00`.slice(0, 19);

/** What is wrong with a period: none or both of preset and from/to, an end before the start, a time by day. */
export function periodProblems(input: PeriodInput, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (input.preset !== undefined) {
    if (input.from !== undefined || input.to !== undefined)
      issue('preset', 'Give either a preset or from and to, not both');
    return;
  }
  if (input.from === undefined) return issue('from', 'Give from and to, or a preset');
  if (input.to === undefined) return issue('to', 'Give from and to, or a preset');
  const byClock = input.grouping !== undefined && CLOCK_GROUPINGS.includes(input.grouping);
  if (!byClock && (input.from.length > 10 || input.to.length > 10))
    return issue(input.from.length > 10 ? 'from' : 'to', 'Grouping by calendar days takes dates, not times');
  const end = input.to.length === 10 ? `${input.to}T24:00:00` : seconds(input.to);
  if (end <= seconds(input.from)) issue('to', 'The period ends before it starts');
}
