import type { DataProvider } from 'ra-core';
import type { RestClient } from '../transport/restClient';

type SimpleRest = (apiUrl: string, client: RestClient) => DataProvider;

let loading: Promise<SimpleRest> | undefined;

/**
 * ra-data-simple-rest's code, fetched on first use: most first pages call no `api.rest` resource (3 kB gzip of
 * it and its query-string library on the first list page). A failed fetch is tried again on the next call.
 *
 * @example
 * const rest = (await loadSimpleRest())('', restClient);
 */
export function loadSimpleRest(): Promise<SimpleRest> {
  loading ??= import('ra-data-simple-rest').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
