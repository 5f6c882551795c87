import { describe, expect, it } from 'vitest';
import { datesInText } from './datesInText';

describe('datesInText', () => {
  it('writes the moments in a text as the screens do and leaves the rest', () => {
    expect(datesInText('Valid until 2026-11-26T09:23:25.163Z', 'UTC')).toBe('Valid until 2026-11-26 09:23');
    expect(datesInText('From 2026-01-02T10:00:00+01:00 to 2026-01-03T10:00Z', 'UTC')).toBe(
      'From 2026-01-02 09:00 to 2026-01-03 10:00',
    );
    expect(datesInText('Held until 2026-11-26, 40 credits')).toBe('Held until 2026-11-26, 40 credits');
  });
});
