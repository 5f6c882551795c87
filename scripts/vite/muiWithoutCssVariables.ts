import { fileURLToPath } from 'node:url';

const shim = (file: string) => fileURLToPath(new URL(`../../src/lib/shims/${file}`, import.meta.url));

/**
 * MUI's createTheme and ThemeProvider each hold a branch for CSS-variables themes (`cssVariables`, `colorSchemes`),
 * which the dashboard's themes never take (src/lib/shims/muiWithoutCssVariables.test.ts): resolved to shims that
 * say so, they leave MUI's CSS-variables code (its theme builder, provider, colour-scheme store and script) out of
 * every page's first JS. Only these two modules import them by these relative names
 * (@mui/material/esm/styles/), and MUI's `extendTheme` and `CssVarsProvider` exports go with them.
 */
export const MUI_WITHOUT_CSS_VARIABLES = [
  { find: /^\.\/createThemeWithVars\.js$/, replacement: shim('muiCreateThemeWithVars.ts') },
  { find: /^\.\/ThemeProviderWithVars\.js$/, replacement: shim('muiCssVarsProvider.ts') },
];
