import { describe, expect, it } from 'vitest';
import { capitalise } from './capitalise';

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('admin')).toBe('Admin');
    expect(capitalise('mary ann')).toBe('Mary ann');
    expect(capitalise('')).toBe('');
  });
});
