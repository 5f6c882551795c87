import type { RouterLocation, RouterTo } from 'ra-core';

const parse = (to: string): Partial<RouterLocation> => {
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const rest = hashAt === -1 ? to : to.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt === -1 ? '' : rest.slice(searchAt);
  const pathname = searchAt === -1 ? rest : rest.slice(0, searchAt);
  return { pathname: pathname || undefined, search, hash };
};

const resolvePathname = (relative: string, from: string) => {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.join('/') || '/';
};

/**
 * Where a link or a navigation goes: an absolute path as it is, a relative one from `base` (the route it is in),
 * and a location without a path (only a search, say) on the current page.
 *
 * @example
 * toLocation('?page=2', { pathname: '/admin/accounts', search: '', hash: '' }); // /admin/accounts?page=2
 */
export function toLocation(
  to: RouterTo,
  current: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>,
  { state = null, key, base = current.pathname }: { state?: unknown; key?: string; base?: string } = {},
): RouterLocation {
  const target = typeof to === 'string' ? parse(to) : to;
  const { pathname } = target;
  const resolved =
    pathname === undefined || pathname === ''
      ? current.pathname
      : pathname.startsWith('/')
        ? pathname
        : resolvePathname(pathname, base);
  const search = target.search ?? '';
  const hash = target.hash ?? '';
  return {
    pathname: resolved,
    search: search === '?' ? '' : search && !search.startsWith('?') ? `?${search}` : search,
    hash: hash === '#' ? '' : hash && !hash.startsWith('#') ? `#${hash}` : hash,
    state,
    ...(key === undefined ? {} : { key }),
  };
}
