// MUI's ThemeProvider picks its CSS-variables provider for a theme built with `colorSchemes`; the dashboard's themes
// are not (muiWithoutCssVariables.test.ts), so that branch never runs, yet it brought the CSS-variables machinery
// into every page's first JS (scripts/vite/muiWithoutCssVariables.ts).

/** Stands in for MUI's CSS-variables provider, which the dashboard's themes never reach: says so if one does. */
export function CssVarsProvider(): never {
  throw new Error(
    "A theme with colorSchemes reached MUI's CSS-variables provider, which the build leaves out: drop colorSchemes from the theme, or MUI_WITHOUT_CSS_VARIABLES from vite.config.ts",
  );
}
