import type { Palette } from '@mui/material/styles';

/**
 * The colours of a chart's own text (axis labels, legend) and grid lines in the page's theme. chart.js draws its
 * text in a fixed grey (#666) whatever the page, 2.3:1 against the dark theme's background; the theme's secondary
 * text keeps WCAG's 4.5:1 in both themes.
 *
 * @example
 * const { text, grid } = chartColours(useTheme().palette);
 */
export function chartColours(palette: Palette): { text: string; grid: string } {
  return { text: palette.text.secondary, grid: palette.divider };
}
