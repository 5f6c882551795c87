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

const RECORD_ROUTES = registry.flatMap((definition) =>
  definition.routes.edit ? [patternRegExp(definition.routes.edit)] : [],
);

/** Whether a path is a record's page (a resource's edit/create path), whose HTML preloads the edit screen. */
export function isRecordPage(path: string): boolean {
  return RECORD_ROUTES.some((route) => route.test(path));
}
