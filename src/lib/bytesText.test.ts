import { describe, expect, it } from 'vitest';
import { bytesText } from './bytesText';

describe('bytesText', () => {
  it('says bytes, kB, MB and GB', () => {
    expect(bytesText(840)).toBe('840 B');
    expect(bytesText(12_400)).toBe('12.4 kB');
    expect(bytesText(3_100_000)).toBe('3.1 MB');
    expect(bytesText(1_200_000_000)).toBe('1.2 GB');
  });
});
