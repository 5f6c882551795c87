import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Fixes to react-admin's components that hold in both themes: the bulk actions bar, collapsed while nothing is
 * selected, keeps its buttons out of the tab order; a checkbox's name reaches its input (react-admin puts it on
 * the wrapper, where assistive technology does not read it); keyboard focus is always outlined; buttons have no
 * ripple; on a phone the layout keeps to the screen's width.
 */
export const accessibleComponents: RaThemeOptions['components'] = {
  RaBulkActionsToolbar: {
    styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
  },
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        root: () => ({ 'aria-label': undefined }),
      },
    },
  },
  // Below the phone breakpoint the page is the screen's width: react-admin's layout grows to its widest content.
  RaLayout: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
      }),
    },
  },
  // A button's first press mounted its ripple: styles compiled and inserted, then the whole page's style
  // recalculated, which was most of the INP of paging a list (78 ms of 88 under 4× CPU, traced). Focus stays
  // outlined (below), the press still shows in the button's pressed colour.
  MuiButtonBase: { defaultProps: { disableRipple: true } },
  MuiCssBaseline: {
    styleOverrides: {
      ':focus-visible': { outline: '2px solid #1565c0', outlineOffset: 2 },
    },
  },
};

/**
 * react-admin's theme with the `sm` breakpoint at 768 px, so everything react-admin does "below sm" (the sidebar
 * as an overlay, closed by default) happens below 768 px (docs/product.md#constants); colours dark enough for
 * white text and on the toolbars (WCAG AA, 4.5:1).
 */
export const dashboardTheme: RaThemeOptions = deepmerge(defaultTheme, {
  breakpoints: { values: { xs: 0, sm: 768, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
    error: { main: '#c62828' },
  },
  components: {
    ...accessibleComponents,
  },
});
