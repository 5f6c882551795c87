import { describe, expect, it } from 'vitest';
import { creditsChange } from './creditsChange';

const anna = { id: 12, username: 'anna12', credits: 40 };

describe('creditsChange', () => {
  it('names the member, the credits typed and the balance after', () => {
    expect(creditsChange(1)(anna, { amount: 25 })).toBe(
      'Give anna12 25 credits: the balance goes from 40 to 65 credits.',
    );
    expect(creditsChange(-1)(anna, { amount: 1 })).toBe(
      'Take from anna12 1 credit: the balance goes from 40 to 39 credits.',
    );
  });

  it('gives the balance while no amount is typed', () => {
    expect(creditsChange(1)(anna, {})).toBe('Give anna12 credits: the balance is 40 credits.');
    expect(creditsChange(-1)(anna, { amount: '' })).toBe(
      'Take from anna12 credits: the balance is 40 credits.',
    );
  });
});
