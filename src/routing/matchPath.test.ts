import { describe, expect, it } from 'vitest';
import { matchPath } from './matchPath';

describe('matchPath', () => {
  it('matches a static path whole, ignoring case and trailing slashes', () => {
    expect(matchPath('/admin/accounts', '/Admin/accounts/')).toEqual({
      params: {},
      pathname: '/Admin/accounts/',
      pathnameBase: '/Admin/accounts',
    });
    expect(matchPath('/admin/accounts', '/admin/accounts/7')).toBeNull();
    expect(matchPath({ path: '/admin/accounts', caseSensitive: true }, '/Admin/accounts')).toBeNull();
  });

  it('takes one segment per param, and drops an absent optional one', () => {
    expect(matchPath('/member/:id', '/member/7')?.params).toEqual({ id: '7' });
    expect(matchPath('/member/:id', '/member')).toBeNull();
    expect(matchPath('/member/:id?', '/member')?.params).toEqual({ id: undefined });
    expect(matchPath('/member/:id?', '/member/a%2Fb')?.params).toEqual({ id: 'a/b' });
    expect(matchPath('/member/:id', '/member/7/show')).toBeNull();
  });

  it('gives a splat the rest of the path and the part before it as the base', () => {
    expect(matchPath('/fr/*', '/fr/admin/accounts')).toEqual({
      params: { '*': 'admin/accounts' },
      pathname: '/fr/admin/accounts',
      pathnameBase: '/fr',
    });
    expect(matchPath('/fr/*', '/fr')?.params).toEqual({ '*': '' });
    expect(matchPath('/fr/*', '/french')).toBeNull();
    expect(matchPath('/*', '/any/where')).toMatchObject({ params: { '*': 'any/where' }, pathnameBase: '/' });
    expect(matchPath('*', '/')).toMatchObject({ params: { '*': '' }, pathnameBase: '/' });
  });

  it('matches the first segments only when end is false', () => {
    expect(matchPath({ path: '/support', end: false }, '/support/members')).toMatchObject({
      pathname: '/support',
      pathnameBase: '/support',
    });
    expect(matchPath({ path: '/support', end: false }, '/supporters')).toBeNull();
    expect(matchPath({ path: '/', end: false }, '/anything')).not.toBeNull();
  });

  it('takes the dots and brackets of a path as they are', () => {
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});
