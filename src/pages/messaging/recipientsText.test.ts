import { describe, expect, it } from 'vitest';
import { recipientsText } from './recipientsText';

describe('recipientsText', () => {
  it('says the count with thousands separated and the noun in number', () => {
    expect(recipientsText(1234, 'members')).toBe('1.234 members');
    expect(recipientsText(1, 'performers')).toBe('1 performer');
    expect(recipientsText(0, 'members')).toBe('0 members');
  });
});
