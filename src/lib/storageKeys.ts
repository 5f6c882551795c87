/** Local storage keys of docs/product.md#constants. */
export const STORAGE_KEYS = {
  login: 'dash:login',
  sidebarHidden: 'dash:sidebar-hidden',
  menuOpen: 'dash:menu-open',
  searchType: 'dash:search-type',
  debug: 'dash:debug',
} as const;
