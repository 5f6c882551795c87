import { describe, expect, it } from 'vitest';
import { fillPath } from './fillPath';

describe('fillPath', () => {
  it('fills every :key segment, encoded, and returns the rest of the data', () => {
    expect(fillPath('/partner/:id/whitelabel/:name', { id: 3, name: 'a/b', keep: 1 })).toEqual({
      path: '/partner/3/whitelabel/a%2Fb',
      rest: { keep: 1 },
    });
  });

  it('refuses a missing, null or empty key with 400 "Missing \'<key>\' key in data object"', () => {
    for (const data of [{}, { id: null }, { id: '' }]) {
      expect(() => fillPath('/account/:id', data)).toThrow(
        expect.objectContaining({ status: 400, message: "Missing 'id' key in data object" }),
      );
    }
  });

  it('accepts 0 as a value and leaves paths without keys alone', () => {
    expect(fillPath('/group/:id', { id: 0 }).path).toBe('/group/0');
    expect(fillPath('/groups', { a: 1 })).toEqual({ path: '/groups', rest: { a: 1 } });
  });
});
