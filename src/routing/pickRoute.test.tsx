import { describe, expect, it } from 'vitest';
import { pickRoute } from './pickRoute';
import { routesOf } from './routesOf';
import { Route } from './Route';

const routes = routesOf(
  <>
    <Route path="*" element="not found" />
    {[<Route key="member" path="/member/:id?" element="member" />]}
    <Route path="/member/create" element="create" />
    <Route path="/fr/*" element="french" />
    <Route path="/admin" element="admin">
      <Route path="accounts" element="accounts" />
    </Route>
  </>,
);
const shown = (pathname: string) => pickRoute(routes, pathname)?.at(-1)?.route.element;

describe('pickRoute', () => {
  it('picks the most specific match, whatever the order', () => {
    expect(shown('/member/create')).toBe('create');
    expect(shown('/member/7')).toBe('member');
    expect(shown('/member')).toBe('member');
    expect(shown('/fr/admin')).toBe('french');
    expect(shown('/elsewhere')).toBe('not found');
  });

  it('gives the params and base of each level', () => {
    expect(pickRoute(routes, '/member/7')?.at(-1)).toMatchObject({
      params: { id: '7' },
      pathnameBase: '/member/7',
    });
    expect(pickRoute(routes, '/fr/admin')?.at(-1)).toMatchObject({
      params: { '*': 'admin' },
      pathnameBase: '/fr',
    });
    expect(pickRoute(routes, '/admin/accounts')?.map(({ route }) => route.element)).toEqual([
      'admin',
      'accounts',
    ]);
  });

  it('takes nothing but routes', () => {
    expect(() => routesOf(<div />)).toThrow('<Routes> takes only <Route> elements, not div');
  });
});
