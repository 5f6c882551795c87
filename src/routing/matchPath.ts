import type { RouterMatch } from 'ra-core';

export interface PathPattern {
  path: string;
  /** Whether the whole pathname must match (default), or only its first segments. */
  end?: boolean;
  caseSensitive?: boolean;
}

interface Compiled {
  regexp: RegExp;
  names: { name: string; optional: boolean }[];
}

const compiled = new Map<string, Compiled>();

const ESCAPED = /[\\.*+^${}|()[\]]/g;

/**
 * The pattern as a regular expression: `:name` takes one segment (`:name?` may be absent), a trailing `*` the rest
 * of the path, trailing slashes are optional, and without `end` the pattern matches the path's first segments.
 */
function compile(path: string, end: boolean, caseSensitive: boolean): Compiled {
  const key = `${end ? 1 : 0}${caseSensitive ? 1 : 0}${path}`;
  const known = compiled.get(key);
  if (known) return known;
  const names: Compiled['names'] = [];
  const splat = path.endsWith('*');
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(ESCAPED, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push({ name, optional: optional !== undefined });
        return optional ? '(?:/([^\\/]+))?' : '/([^\\/]+)';
      });
  if (splat) {
    names.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const result = { regexp: new RegExp(source, caseSensitive ? undefined : 'i'), names };
  compiled.set(key, result);
  return result;
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/**
 * The match of a route pattern (`/member/:id?`, `/admin/*`) on a pathname, with its params and the part of the
 * pathname it matched before any splat (`pathnameBase`, where nested routes go on from), or null.
 *
 * @example
 * matchPath('/member/:id', '/member/7'); // { params: { id: '7' }, pathname: '/member/7', pathnameBase: '/member/7' }
 */
export function matchPath(pattern: string | PathPattern, pathname: string): RouterMatch | null {
  const {
    path,
    end = true,
    caseSensitive = false,
  } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regexp, names } = compile(path, end, caseSensitive);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = withoutTrailingSlash(matched);
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, index) => {
    const value = found[index + 1];
    if (name === '*') {
      const rest = value ?? '';
      pathnameBase = withoutTrailingSlash(matched.slice(0, matched.length - rest.length));
    }
    params[name] = optional && value === undefined ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}
