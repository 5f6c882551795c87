import { useTheme } from '@mui/material/styles';
import { chartColours } from './chartColours';

/**
 * The current theme's chart colours (chartColours), for a chart's options: it redraws in them when the theme
 * changes.
 *
 * @example
 * const { text, grid } = useChartColours();
 */
export function useChartColours(): { text: string; grid: string } {
  return chartColours(useTheme().palette);
}
