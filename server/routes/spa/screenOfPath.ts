import { registry } from '../../../resources';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern as the client's router reads it (`/member/:id?`): `:name` is one segment, `:name?` one or none. */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${escape(segment)}`,
    );
  return new RegExp(`^${segments.join('')}/?$`);
}

const routesOf = (which: 'list' | 'edit') =>
  registry.flatMap((definition) => {
    const pattern = definition.routes[which];
    return pattern ? [patternRegExp(pattern)] : [];
  });

const LIST_ROUTES = routesOf('list');
const RECORD_ROUTES = routesOf('edit');

/** A resource's screen whose code a page's HTML preloads beyond every signed-in page's. */
export type ScreenPage = 'list' | 'record';

/** Which resource screen a path shows: a list, or a record (its edit/create path); none for a custom page. */
export function screenOfPath(path: string): ScreenPage | undefined {
  if (LIST_ROUTES.some((route) => route.test(path))) return 'list';
  if (RECORD_ROUTES.some((route) => route.test(path))) return 'record';
  return undefined;
}
