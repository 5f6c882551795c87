/**
 * The sidebar groups of docs/product.md#screens-and-routes, in menu order; pages and resources name the group
 * they sit in.
 */
export const MENU_GROUPS = [
  { key: 'admin', label: 'Admin' },
  { key: 'finance', label: 'Finance' },
  { key: 'statistics', label: 'Statistics' },
  { key: 'platform', label: 'Platform' },
  { key: 'support', label: 'Support / Moderation' },
  { key: 'partners', label: 'Partners' },
  { key: 'tech', label: 'Tech' },
] as const;

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];
