import type { Choice } from '../../contract/FieldDefinition';

/** The conditions a promotion can hold to (docs/product.md#entities), each switched on or off per promotion. */
export const PROMOTION_RULES: readonly Choice[] = [
  { id: 'fromWhitelabel', name: 'From a whitelabel' },
  { id: 'modelAccount', name: 'Is a model account' },
  { id: 'memberAccount', name: 'Is a member account' },
  { id: 'firstPayment', name: 'First time payment' },
  { id: 'onlyOnce', name: 'Only once' },
];
