/** Every cached dashboard module answer starts with this, so one purge clears them all. */
export const DASHBOARD_CACHE_PREFIX = 'dashboard:';
