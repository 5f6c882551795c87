import { describe, expect, it } from 'vitest';
import { isRecordPage } from './isRecordPage';

describe('isRecordPage', () => {
  it("takes a resource's edit path, with an id or without one (create)", () => {
    expect(isRecordPage('/member/13613')).toBe(true);
    expect(isRecordPage('/admin/account/7')).toBe(true);
    expect(isRecordPage('/admin/account/')).toBe(true);
    expect(isRecordPage('/admin/account')).toBe(true);
  });

  it('leaves out lists, custom pages and deeper paths', () => {
    expect(isRecordPage('/admin/accounts')).toBe(false);
    expect(isRecordPage('/support/members')).toBe(false);
    expect(isRecordPage('/payouts')).toBe(false);
    expect(isRecordPage('/')).toBe(false);
    expect(isRecordPage('/member/1/2')).toBe(false);
    expect(isRecordPage('/membership/1')).toBe(false);
  });
});
