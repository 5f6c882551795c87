import { encodeQuery } from '../transport/encodeQuery';
import type { RestClient } from '../transport/restClient';
import type { ApiCalls } from './ApiCalls';
import { loadSimpleRest } from './simpleRest';

// simple-rest sends no headers of its own on writes, so a save's headers come through its client.
const withHeaders =
  (client: RestClient, headers: Record<string, string>): RestClient =>
  (url, options = {}) => {
    const all = new Headers(options.headers);
    for (const [name, value] of Object.entries(headers)) all.set(name, value);
    return client(url, { ...options, headers: all });
  };

/**
 * The operations of a resource that follows ra-data-simple-rest's conventions at `path` (`api.rest`), sent by
 * ra-data-simple-rest itself through `client`; only deleting several records differs: one
 * `DELETE <path>?filter={"id":[…]}` that deletes all or none, where simple-rest sends one DELETE per id.
 *
 * @example
 * await restCalls('/blacklabels', restClient).list({ pagination: { page: 1, perPage: 25 } });
 * // GET /blacklabels?filter={}&range=[0,24]&sort=["id","ASC"] → Content-Range: blacklabels 0-24/31
 */
export function restCalls(path: string, client: RestClient): ApiCalls {
  // simple-rest puts `/<resource>` after its API URL: the client adds the API URL itself.
  const resource = path.replace(/^\/+/, '');
  const rest = async (headers?: Record<string, string>) =>
    (await loadSimpleRest())('', headers ? withHeaders(client, headers) : client);
  return {
    list: async ({ pagination, sort, filter }) => {
      const { data, total } = await (
        await rest()
      ).getList(resource, {
        pagination: pagination ?? { page: 1, perPage: 25 },
        sort: sort?.field ? sort : undefined,
        filter: filter ?? {},
      });
      return { data, total: total ?? data.length };
    },
    one: async (id) => (await (await rest()).getOne(resource, { id })).data,
    create: async (values, headers) => (await (await rest(headers)).create(resource, { data: values })).data,
    update: async (id, values, headers) =>
      (await (await rest(headers)).update(resource, { id, data: values, previousData: { id } })).data,
    remove: async (id) => (await (await rest()).delete(resource, { id })).data,
    removeMany: async (ids) =>
      (await client(`${path}?${encodeQuery({ filter: { id: ids } })}`, { method: 'DELETE' })).json,
  };
}
