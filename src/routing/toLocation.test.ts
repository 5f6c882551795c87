import { describe, expect, it } from 'vitest';
import { toLocation } from './toLocation';

const here = { pathname: '/admin/accounts', search: '?page=2', hash: '#top' };

describe('toLocation', () => {
  it('takes an absolute path with its query and fragment', () => {
    expect(toLocation('/member/7?tab=1#notes', here, { state: { from: 'list' } })).toEqual({
      pathname: '/member/7',
      search: '?tab=1',
      hash: '#notes',
      state: { from: 'list' },
    });
  });

  it('keeps the current page for a location without a path', () => {
    expect(toLocation('?page=3', here)).toMatchObject({
      pathname: '/admin/accounts',
      search: '?page=3',
      hash: '',
    });
    expect(toLocation({ search: 'page=4' }, here)).toMatchObject({
      pathname: '/admin/accounts',
      search: '?page=4',
    });
  });

  it('resolves a relative path from the route it is in', () => {
    expect(toLocation('create', here, { base: '/admin/accounts' }).pathname).toBe('/admin/accounts/create');
    expect(toLocation('../roles', here, { base: '/admin/accounts' }).pathname).toBe('/admin/roles');
    expect(toLocation('../../..', here, { base: '/admin' }).pathname).toBe('/');
  });
});
