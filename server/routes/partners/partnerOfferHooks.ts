import { dateOrderErrors } from '../../../contract/dateOrderErrors';
import { isEmptyValue } from '../../../contract/isEmptyValue';
import offerDefinition from '../../../resources/partnerOffers';
import type { partnerOffers } from '../../db/schema/partnerOffers';
import { validationError } from '../../http/ApiError';
import type { ApiRecord, ResourceHooks } from '../../resources/ServedResource';

/**
 * The terms an offer's kind needs, each with its message at the field: a revenue share its percent and no CPA
 * amount, a CPA its amount and no percent (a second figure would leave what the partner earns unclear).
 *
 * @example
 * offerTermErrors({ kind: 'cpa', revenueSharePercent: 20 });
 * // { cpaAmount: 'CPA amount is required for a CPA offer', revenueSharePercent: 'Leave Revenue share % empty for a CPA offer' }
 */
export function offerTermErrors(offer: ApiRecord): Record<string, string> {
  const percent = !isEmptyValue(offer.revenueSharePercent);
  const amount = !isEmptyValue(offer.cpaAmount);
  if (offer.kind === 'revenueShare')
    return {
      ...(percent ? {} : { revenueSharePercent: 'Revenue share % is required for a revenue share offer' }),
      ...(amount ? { cpaAmount: 'Leave CPA amount empty for a revenue share offer' } : {}),
    };
  if (offer.kind === 'cpa')
    return {
      ...(amount ? {} : { cpaAmount: 'CPA amount is required for a CPA offer' }),
      ...(percent ? { revenueSharePercent: 'Leave Revenue share % empty for a CPA offer' } : {}),
    };
  return {};
}

/**
 * Offers beyond CRUD (docs/API.md#offers): the terms the kind needs, and the end not before the start, checked on
 * the record as it will be stored (an update sends only what changed).
 */
export const partnerOfferHooks: ResourceHooks<typeof partnerOffers.$inferSelect> = {
  beforeWrite: async (_context, { op, input, before }) => {
    if (op === 'delete') return;
    const merged = { ...before, ...input };
    const errors = { ...offerTermErrors(merged), ...dateOrderErrors(offerDefinition.fields, merged) };
    if (Object.keys(errors).length > 0) throw validationError(errors);
  },
};
