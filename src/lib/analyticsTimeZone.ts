/**
 * Analytics dates are grouped and shown in this zone (docs/product.md#entities, docs/product.md#constants),
 * wherever the browser is.
 */
export const ANALYTICS_TIME_ZONE = 'Europe/Amsterdam';
