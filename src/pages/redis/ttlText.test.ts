import { describe, expect, it } from 'vitest';
import { ttlText } from './ttlText';

describe('ttlText', () => {
  it('says no expiry, seconds, minutes, hours and days', () => {
    expect(ttlText(-1)).toBe('no expiry');
    expect(ttlText(450)).toBe('1 s');
    expect(ttlText(90_000)).toBe('1 min 30 s');
    expect(ttlText(3_600_000)).toBe('1 h');
    expect(ttlText(11_100_000)).toBe('3 h 5 min');
    expect(ttlText(187_200_000)).toBe('2 d 4 h');
  });
});
