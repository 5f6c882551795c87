import { describe, expect, it } from 'vitest';
import { pathPattern } from './pathPattern';

describe('pathPattern', () => {
  it('matches an exact path, a glob, or everything when empty', () => {
    expect(pathPattern('/assets/a.js')('/assets/a.js')).toBe(true);
    expect(pathPattern('/assets/a.js')('/assets/a.jsx')).toBe(false);
    expect(pathPattern('/assets/*')('/assets/deep/b.css')).toBe(true);
    expect(pathPattern('/assets/*.js')('/assets/b.css')).toBe(false);
    expect(pathPattern('/assets/a.(js)+')('/assets/a.(js)+')).toBe(true);
    expect(pathPattern('/assets/a.(js)+')('/assets/a.jsjs')).toBe(false);
    expect(pathPattern('')('/anything')).toBe(true);
  });
});
