import type { Role } from '../../../contract/roles';

/** Who may read analytics: the partner statistics page, or all analytics. */
export const ANALYTICS_ACCESS: readonly Role[] = ['VIEW_PAGE_PARTNER_STATISTICS', 'VIEW_ANALYTICS_ALL'];
