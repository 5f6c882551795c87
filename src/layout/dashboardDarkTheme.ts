import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { dashboardTheme } from './dashboardTheme';

/** The dark counterpart of dashboardTheme: react-admin's dark palette on the same breakpoints. */
export const dashboardDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  breakpoints: dashboardTheme.breakpoints,
};
