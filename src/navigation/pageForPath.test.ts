import { describe, expect, it } from 'vitest';
import { pageForPath } from './pageForPath';

describe('pageForPath', () => {
  it('names the page of a fixed path', () => {
    expect(pageForPath('/admin/accounts')?.label).toBe('Accounts');
    expect(pageForPath('/tech/redis')?.label).toBe('Redis');
    expect(pageForPath('/')?.label).toBe('Dashboard');
  });

  it('matches optional and required parameters', () => {
    expect(pageForPath('/admin/account')?.label).toBe('Account');
    expect(pageForPath('/admin/account/7')?.label).toBe('Account');
    expect(pageForPath('/partner/3')?.label).toBe('Partner');
    expect(pageForPath('/partner/3/whitelabel/site')?.label).toBe('Whitelabel');
    expect(pageForPath('/member/12')?.label).toBe('Member');
  });

  it('knows nothing of unknown paths', () => {
    expect(pageForPath('/nowhere')).toBeUndefined();
    expect(pageForPath('/admin/accounts/extra/deep')).toBeUndefined();
  });
});
