// MUI's createTheme builds a CSS-variables theme only when asked (`cssVariables`); the dashboard's themes do not ask
// (muiWithoutCssVariables.test.ts), yet that builder came with every page's first JS
// (scripts/vite/muiWithoutCssVariables.ts).

/** Stands in for MUI's CSS-variables theme builder, which the dashboard never calls: says so if something does. */
export default function createThemeWithVars(): never {
  throw new Error(
    'A theme asked for cssVariables, which the build leaves out of MUI: drop cssVariables from the theme, or MUI_WITHOUT_CSS_VARIABLES from vite.config.ts',
  );
}
