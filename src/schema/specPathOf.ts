import { generatePath } from '../routing/generatePath';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * Resolves the paths react-admin builds for a resource (`useCreatePath`: `/members`, `/members/create`,
 * `/members/7`, `/members/7/show`) to the definition's own routes (`/support/members`, `/member`, `/member/7`); any
 * other path, and a page the definition has no route for, stays as it is (so do the pages under a list route that
 * is react-admin's own path of the resource: `/partners/offers` beside `/partners/7`). react-admin's links and redirects go
 * through it (specPathRouterProvider), so its stock components open our pages.
 *
 * @example
 * specPathOf([members])('/members/7?tab=1'); // '/member/7?tab=1'
 */
export function specPathOf(registry: readonly ResourceDefinition[]): (path: string) => string {
  const routesOf = new Map(registry.map((definition) => [definition.name, definition.routes]));
  return (path) => {
    if (!path.startsWith('/')) return path;
    const end = path.search(/[?#]/);
    const [pathname, rest] = end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)];
    const [, name = '', id, view, ...more] = pathname.split('/');
    const routes = routesOf.get(name);
    if (!routes || more.length > 0 || (view !== undefined && view !== 'show')) return path;
    // Where the list's own route is react-admin's path of the resource (`/partners`), the pages under it
    // (`/partners/offers`) share its namespace: only `create` and a number there are react-admin's record paths.
    if (routes.list === `/${name}` && id !== undefined && id !== 'create' && !/^\d+$/.test(id)) return path;
    if (id === undefined) return routes.list === undefined ? path : routes.list + rest;
    if (routes.edit === undefined) return path;
    const params = id === 'create' && view === undefined ? {} : { id: decodeURIComponent(id) };
    return generatePath(routes.edit, params) + rest;
  };
}
