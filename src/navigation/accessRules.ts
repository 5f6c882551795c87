import type { AccessRules } from '../../contract/canAccess';
import { resourceAccessRules } from '../../contract/resourceAccessRules';
import { payoutAccessRules } from '../../contract/finance/payoutAccess';
import { bankChangeAccessRules } from '../../contract/banking/bankChangeAccessRules';
import { whitelabelAccessRules } from '../../contract/whitelabels/whitelabelAccess';
import { datastoreAccessRules } from '../../contract/tech/datastoresAccess';
import { logsAccessRules } from '../../contract/tech/logsAccess';
import { registry } from '../../resources';
import { pageAccessRules } from './pageAccessRules';
import { searchAccessRules } from './searchAccessRules';

function merge(...sets: AccessRules[]): AccessRules {
  const merged: AccessRules = {};
  for (const rules of sets) {
    for (const [resource, actions] of Object.entries(rules))
      merged[resource] = { ...merged[resource], ...actions };
  }
  return merged;
}

/**
 * Every access rule of the app: custom pages (menu roles), resources and their fields, the search, payouts and
 * bank details changes.
 */
export const accessRules: AccessRules = merge(
  pageAccessRules,
  resourceAccessRules(registry),
  searchAccessRules,
  payoutAccessRules,
  bankChangeAccessRules,
  whitelabelAccessRules,
  datastoreAccessRules,
  logsAccessRules,
);
