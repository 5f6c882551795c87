import { createTheme, decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { chartColours } from '../lib/chartColours';
import { dashboardDarkTheme } from './dashboardDarkTheme';
import { dashboardTheme } from './dashboardTheme';

/** A colour with transparency as it shows over an opaque background. */
function over(background: string, colour: string): string {
  const top = decomposeColor(colour);
  const bottom = decomposeColor(background).values;
  const opacity = top.values[3] ?? 1;
  const channels = [0, 1, 2].map((i) => Math.round(top.values[i]! * opacity + bottom[i]! * (1 - opacity)));
  return `rgb(${channels.join(', ')})`;
}

describe('chart colours', () => {
  for (const [name, options] of [
    ['light', dashboardTheme],
    ['dark', dashboardDarkTheme],
  ] as const) {
    it(`keep chart text at 4.5:1 or more against the ${name} theme's backgrounds`, () => {
      const { palette } = createTheme(options as object) as Theme;
      const { text } = chartColours(palette);
      for (const background of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(over(background, text), background), background).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it("differ from chart.js's own grey, which is 2.3:1 on the dark background", () => {
    const { palette } = createTheme(dashboardDarkTheme as object) as Theme;
    expect(getContrastRatio('#666666', palette.background.default)).toBeLessThan(4.5);
    expect(chartColours(palette).text).not.toBe('#666666');
  });
});
