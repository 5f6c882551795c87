/** What decides whether a promotion runs: its flag and its optional first and last day ('YYYY-MM-DD'). */
export interface PromotionDates {
  active?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}

const day = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : undefined);

/**
 * A promotion is live when it is active and `today` lies within its start and end, both days included; a date
 * left empty does not bound it.
 *
 * @example
 * promotionIsLive({ active: true, startDate: '2026-11-01', endDate: null }, '2026-11-26'); // true
 */
export function promotionIsLive(promotion: PromotionDates, today: string): boolean {
  const start = day(promotion.startDate);
  const end = day(promotion.endDate);
  return promotion.active === true && (!start || start <= today) && (!end || today <= end);
}
