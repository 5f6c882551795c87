import type { QueryClient } from '@tanstack/react-query';
import type { GetOneResult, Identifier } from 'ra-core';

/**
 * Puts a record in react-query's cache under the key react-admin's `useGetOne` reads, so a record page rendered after
 * its record arrived draws its form in its first render, instead of asking for the record from an effect and drawing
 * the form in a render of its own (one long task, not sliced as the first render is). A record already cached (the
 * page's own, newer) is left as it is.
 *
 * @example
 * dataProvider.prefetchOne('members', { id }).then((answer) => seedRecord(queryClient, 'members', id, answer));
 */
export function seedRecord(
  queryClient: QueryClient,
  resource: string,
  id: Identifier,
  { data }: GetOneResult,
): void {
  const queryKey = [resource, 'getOne', { id: String(id), meta: undefined }];
  if (queryClient.getQueryData(queryKey) !== undefined) return;
  queryClient.setQueryData(queryKey, data);
}
