import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from './chartPalettes';

describe('CHART_PALETTES', () => {
  it('gives each weekday, hour and chat kind its own colour', () => {
    expect(Object.keys(CHART_PALETTES.weekdays)).toHaveLength(7);
    expect(new Set(Object.values(CHART_PALETTES.weekdays)).size).toBe(7);
    expect(new Set(CHART_PALETTES.hours).size).toBe(24);
    expect(Object.keys(CHART_PALETTES.chatKinds)).toEqual([
      'default',
      'free',
      'vip',
      'direct_message',
      'tip',
      'tip_toy',
    ]);
    expect(CHART_PALETTES.payoutSeries.length).toBeGreaterThan(2);
  });
});
