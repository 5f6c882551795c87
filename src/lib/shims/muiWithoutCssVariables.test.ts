import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { dashboardDarkTheme } from '../../layout/dashboardDarkTheme';
import { dashboardTheme } from '../../layout/dashboardTheme';
import { CssVarsProvider } from './muiCssVarsProvider';
import createThemeWithVars from './muiCreateThemeWithVars';

describe('MUI without its CSS-variables branch (scripts/vite/muiWithoutCssVariables.ts)', () => {
  it.each([
    ['light', dashboardTheme],
    ['dark', dashboardDarkTheme],
  ])('the %s theme never takes it: no cssVariables asked, no colorSchemes made', (_, options) => {
    expect(options).not.toHaveProperty('cssVariables');
    const theme = createTheme(options as Parameters<typeof createTheme>[0]);
    // MUI's ThemeProvider hands a theme with colorSchemes to the CSS-variables provider.
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
  });

  it('says what to change where a theme does take it', () => {
    expect(() => createThemeWithVars()).toThrow(/drop cssVariables from the theme/);
    expect(() => CssVarsProvider()).toThrow(/drop colorSchemes from the theme/);
  });
});
