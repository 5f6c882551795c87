/** Analytics dates are grouped and shown in this zone (spec §3, §9), wherever the browser is. */
export const ANALYTICS_TIME_ZONE = 'Europe/Amsterdam';
