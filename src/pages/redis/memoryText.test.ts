import { describe, expect, it } from 'vitest';
import { memoryText } from './memoryText';

describe('memoryText', () => {
  it('says bytes, kB, MB and GB', () => {
    expect(memoryText(840)).toBe('840 B');
    expect(memoryText(12_400)).toBe('12.4 kB');
    expect(memoryText(3_100_000)).toBe('3.1 MB');
    expect(memoryText(1_200_000_000)).toBe('1.2 GB');
  });
});
