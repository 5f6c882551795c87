import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS, publicPageHeading } from './publicPages';

describe('publicPageHeading', () => {
  it('heads each public page as the page does, /forgot-password by its step', () => {
    expect(PUBLIC_PAGE_PATHS.map((path) => publicPageHeading(path, ''))).toEqual([
      'Sign in',
      'Forgot password',
      'Two-factor authentication',
    ]);
    expect(publicPageHeading('/forgot-password', '?token=abc')).toBe('Choose a new password');
    expect(publicPageHeading('/forgot-password', 'token=')).toBe('Forgot password');
  });
});
