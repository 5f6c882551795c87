import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { getToken } from '../auth/tokenStore';
import { pageForPath } from '../navigation/pageForPath';
import { authProvider } from './authProvider';
import { PAGE_PREFETCHES } from './pagePrefetches';
import { prefetchListAt, prefetchRecord, recordAt } from './preloadRoute';
import { queryClient } from './queryClient';

/** Start-up's ask for a page's first data: when its calls have left, and when its data is in. */
export interface PageDataPrefetch {
  /** Settles once the page's calls have been sent (its module fetched and run), or nothing is asked. */
  sent: Promise<unknown>;
  /** Settles once the data is in react-query's cache, or has failed (the page asks again itself, and reports it). */
  data: Promise<unknown>;
}

const NOTHING: PageDataPrefetch = { sent: Promise.resolve(), data: Promise.resolve() };

/**
 * Asks, at start-up, for the data the first page shows first, before the app's code has run: its calls leave while
 * that code loads and runs instead of after it. A list's first page (prefetchListAt) and a record page's record
 * (prefetchRecord) are asked at once, a custom page's data (PAGE_PREFETCHES) once its module is in. Nothing is
 * asked signed out or where the account may not see the page's data.
 *
 * @example
 * const firstData = prefetchPageData(window.location, registry);
 * await firstData.sent;
 */
export function prefetchPageData(
  location: { pathname: string; search: string },
  registry: readonly ResourceDefinition[],
): PageDataPrefetch {
  if (!getToken()) return NOTHING;
  const listPage = prefetchListAt(location, registry);
  if (listPage) return { sent: Promise.resolve(), data: listPage };
  const record = recordAt(location.pathname, registry);
  if (record) return { sent: Promise.resolve(), data: prefetchRecord(record.definition, record.id) };
  const page = pageForPath(location.pathname);
  const prefetch = page && PAGE_PREFETCHES[page.key];
  if (!prefetch || !authProvider.canAccessNow({ resource: page.key, action: 'view' })) return NOTHING;
  const asking = prefetch().then((ask) => ({ data: ask(queryClient, location) }));
  return {
    sent: asking.catch(() => undefined),
    data: asking.then(({ data }) => data).catch(() => undefined),
  };
}
