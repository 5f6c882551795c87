import { registry } from '../../resources';
import { pageAccessRules, type AccessRules } from '../auth/canAccess';
import { searchAccessRules } from '../layout/search/searchAccessRules';
import { resourceAccessRules } from '../schema/resourceAccessRules';

function merge(...sets: AccessRules[]): AccessRules {
  const merged: AccessRules = {};
  for (const rules of sets) {
    for (const [resource, actions] of Object.entries(rules))
      merged[resource] = { ...merged[resource], ...actions };
  }
  return merged;
}

/** Every access rule of the app: pages (menu roles), resources and their fields, and the search. */
export const accessRules: AccessRules = merge(
  pageAccessRules,
  resourceAccessRules(registry),
  searchAccessRules,
);
