import type { AccessRules } from '../../contract/canAccess';
import { CUSTOM_PAGES } from './customPages';

/**
 * Every custom page's roles, as `{ [page key]: { page, view } }`: `page` for its menu entry
 * (docs/product.md#roles-and-menu), `view` for the page itself, which also needs the role its data needs.
 */
export const pageAccessRules: AccessRules = Object.fromEntries(
  CUSTOM_PAGES.flatMap(({ key, role, dataRole }) => {
    const view = dataRole ?? role;
    if (!role && !view) return [];
    return [[key, { ...(role ? { page: role } : {}), ...(view ? { view } : {}) }]];
  }),
);
