/**
 * The colours every chart shares (docs/product.md#constants), so a weekday or a chat kind looks the same on
 * every page.
 */
export const CHART_PALETTES = {
  weekdays: {
    Monday: '#1f77b4',
    Tuesday: '#ff7f0e',
    Wednesday: '#2ca02c',
    Thursday: '#d62728',
    Friday: '#9467bd',
    Saturday: '#8c564b',
    Sunday: '#e377c2',
  },
  hours: Array.from({ length: 24 }, (_, hour) => `hsl(${Math.round((hour * 360) / 24)}, 65%, 50%)`),
  chatKinds: {
    default: '#607d8b',
    free: '#4caf50',
    vip: '#9c27b0',
    direct_message: '#2196f3',
    tip: '#ff9800',
    tip_toy: '#e91e63',
  },
  payoutSeries: ['#3f51b5', '#009688', '#ffc107', '#f44336', '#795548', '#00bcd4'],
} as const;
