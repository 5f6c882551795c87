import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult } from 'ra-core';

/**
 * Puts a list page in react-query's cache under the key react-admin's `useGetList` reads, so a list rendered after
 * the page arrived shows its rows in its first render instead of asking for them from an effect and drawing them a
 * render later. A page already cached (the list's own, newer) is left as it is.
 *
 * @example
 * dataProvider.prefetchList('accounts', params).then((page) => seedListPage(queryClient, 'accounts', params, page));
 */
export function seedListPage(
  queryClient: QueryClient,
  resource: string,
  { pagination, sort, filter, meta }: GetListParams,
  { data, total, pageInfo, meta: pageMeta }: GetListResult,
): void {
  const queryKey = [resource, 'getList', { pagination, sort, filter, meta }];
  if (queryClient.getQueryData(queryKey) !== undefined) return;
  queryClient.setQueryData(queryKey, { data, total, pageInfo, meta: pageMeta });
}
