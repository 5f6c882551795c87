import type { AccessRules } from '../../contract/canAccess';
import { CUSTOM_PAGES } from './customPages';

/** Every custom page whose menu entry needs a role (spec §6), as `{ [page key]: { page: role } }`. */
export const pageAccessRules: AccessRules = Object.fromEntries(
  CUSTOM_PAGES.flatMap((page) => (page.role ? [[page.key, { page: page.role }]] : [])),
);
