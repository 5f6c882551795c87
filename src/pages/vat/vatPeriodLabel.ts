import type { VatGroup } from '../../../contract/finance/vatReport';

/**
 * How a return period is named, from its first day.
 *
 * @example
 * vatPeriodLabel('2026-07-01', 'quarter'); // '2026 Q3'
 */
export function vatPeriodLabel(start: string, group: VatGroup): string {
  if (group === 'year') return start.slice(0, 4);
  if (group === 'month') return start.slice(0, 7);
  return `${start.slice(0, 4)} Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
}
