import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { accessibleComponents, dashboardTheme } from './dashboardTheme';
import { deepmerge } from '@mui/utils';

/** The dark counterpart of dashboardTheme: react-admin's dark palette on the same breakpoints. */
export const dashboardDarkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  breakpoints: dashboardTheme.breakpoints,
  components: accessibleComponents,
});
