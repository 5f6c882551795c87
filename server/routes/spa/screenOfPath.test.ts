import { describe, expect, it } from 'vitest';
import { screenOfPath } from './screenOfPath';

describe('screenOfPath', () => {
  it("takes a resource's edit path as a record's, with an id or without one (create)", () => {
    expect(screenOfPath('/member/13613')).toBe('record');
    expect(screenOfPath('/admin/account/7')).toBe('record');
    expect(screenOfPath('/admin/account/')).toBe('record');
    expect(screenOfPath('/admin/account')).toBe('record');
  });

  it("takes a resource's list path as a list's", () => {
    expect(screenOfPath('/admin/accounts')).toBe('list');
    expect(screenOfPath('/support/members')).toBe('list');
    expect(screenOfPath('/support/members/')).toBe('list');
  });

  it('leaves out custom pages and deeper paths', () => {
    expect(screenOfPath('/financial/payouts')).toBeUndefined();
    expect(screenOfPath('/')).toBeUndefined();
    expect(screenOfPath('/member/1/2')).toBeUndefined();
    expect(screenOfPath('/membership/1')).toBeUndefined();
    expect(screenOfPath('/support/members/x/y')).toBeUndefined();
  });
});
