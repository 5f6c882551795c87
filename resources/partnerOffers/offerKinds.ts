import type { Choice } from '../../contract/FieldDefinition';

/** What an offer pays a partner: a share of the revenue its traffic brings, or a fixed amount per signup. */
export const OFFER_KINDS: readonly Choice[] = [
  { id: 'revenueShare', name: 'Revenue share' },
  { id: 'cpa', name: 'CPA' },
];
