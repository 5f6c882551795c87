import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's theme with the `sm` breakpoint at 768 px, so everything react-admin does "below sm" (the sidebar
 * as an overlay, closed by default) happens below 768 px, the spec's mobile breakpoint.
 */
export const dashboardTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 768, md: 900, lg: 1200, xl: 1536 } },
};
