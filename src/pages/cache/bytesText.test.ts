import { describe, expect, it } from 'vitest';
import { bytesText } from './bytesText';

describe('bytesText', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(bytesText(840)).toBe('840 B');
    expect(bytesText(12_400)).toBe('12.4 kB');
    expect(bytesText(3_140_000)).toBe('3.1 MB');
  });
});
