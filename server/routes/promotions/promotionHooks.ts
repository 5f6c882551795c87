import { and, eq, gte, isNull, lte, not, or } from 'drizzle-orm';
import { z } from 'zod';
import { dateOrderErrors } from '../../../contract/dateOrderErrors';
import promotionDefinition from '../../../resources/promotions';
import { PROMOTION_RULES } from '../../../resources/promotions/promotionRules';
import { promotions } from '../../db/schema/promotions';
import { validationError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';
import { promotionIsLive } from './promotionIsLive';
import { promotionToday } from './promotionToday';

const DEFAULT_PRIORITY = 10;

const liveNow = (today: string) =>
  and(
    eq(promotions.active, true),
    or(isNull(promotions.startDate), lte(promotions.startDate, today)),
    or(isNull(promotions.endDate), gte(promotions.endDate, today)),
  );

/** Each rule once per promotion: a second entry would leave which one holds unclear. */
function repeatedRule(rules: unknown): string | undefined {
  if (!Array.isArray(rules)) return undefined;
  const seen = new Set<unknown>();
  for (const item of rules as { rule?: unknown }[]) {
    if (seen.has(item?.rule))
      return PROMOTION_RULES.find((choice) => choice.id === item.rule)?.name ?? String(item.rule);
    seen.add(item?.rule);
  }
  return undefined;
}

/**
 * Promotions beyond CRUD (docs/API.md#promotions): `live` (active, and today in Europe/Amsterdam within its
 * start and end) on each record and as a filter; the end not before the start; each rule once; an empty
 * priority is the default, 10.
 */
export const promotionHooks: ResourceHooks<typeof promotions.$inferSelect> = {
  filters: {
    live: {
      schema: z.boolean({ message: 'Live must be true or false' }),
      where: (live: boolean) => (live ? liveNow(promotionToday()) : not(liveNow(promotionToday())!)),
    },
  },
  enrich: async (_db, records) => {
    const today = promotionToday();
    for (const record of records) record.live = promotionIsLive(record, today);
  },
  toColumns: async (input) =>
    'priority' in input && (input.priority === null || input.priority === undefined)
      ? { priority: DEFAULT_PRIORITY }
      : {},
  beforeWrite: async (_context, { op, input, before }) => {
    if (op === 'delete') return;
    const errors = dateOrderErrors(promotionDefinition.fields, { ...before, ...input });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const repeated = repeatedRule(input.rules);
    if (repeated !== undefined) throw validationError({ rules: `${repeated} is listed more than once` });
  },
};
