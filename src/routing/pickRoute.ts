import { matchPath } from './matchPath';
import type { RouteObject } from './routesOf';

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string | undefined>;
  pathnameBase: string;
}

interface Branch {
  path: string;
  score: number;
  order: number;
  routes: RouteObject[];
}

const join = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/**
 * How specific a path is, as react-router ranks it: a static segment weighs most, then a param, then an empty
 * one; a splat lowers the score and an index route raises it.
 */
const scoreOf = (path: string, index: boolean | undefined) => {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+\??$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
};

function branchesOf(
  routes: RouteObject[],
  parentPath = '',
  parents: RouteObject[] = [],
  into: Branch[] = [],
) {
  for (const route of routes) {
    const path = join(parentPath, route.path ?? '');
    const chain = [...parents, route];
    branchesOf(route.children, path, chain, into);
    if (route.path !== undefined || route.index)
      into.push({ path, score: scoreOf(path, route.index), order: into.length, routes: chain });
  }
  return into;
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const matches: RouteMatch[] = [];
  let base = '/';
  let params: Record<string, string | undefined> = {};
  for (const [at, route] of branch.routes.entries()) {
    const rest = base === '/' ? pathname : pathname.slice(base.length) || '/';
    const found = matchPath({ path: route.path ?? '', end: at === branch.routes.length - 1 }, rest);
    if (!found) return null;
    params = { ...params, ...found.params };
    if (found.pathnameBase !== '/') base = join(base, found.pathnameBase);
    matches.push({ route, params, pathnameBase: base });
  }
  return matches;
}

/**
 * The routes (outermost first) that show `pathname`: of all that match, the most specific (scoreOf), the first
 * declared among equals; or null.
 *
 * @example
 * pickRoute(routesOf(<><Route path="*" /><Route path="/member/:id" /></>), '/member/7'); // the second
 */
export function pickRoute(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = branchesOf(routes).sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of branches) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
