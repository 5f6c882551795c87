import type { FastifyInstance } from 'fastify';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

type Query = Record<string, string | number | boolean | string[] | object>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return `?${params}`;
}

/**
 * `inject` with the API's conventions: the `token` header (and any other given), JSON bodies, GET/DELETE data in the query string
 * (objects and arrays as JSON), and the reply parsed.
 *
 * @example
 * const api = testClient(app, await tokenFor(app, 'admin'));
 * const { status, body } = await api.get('/api/login/accounts', { perPage: 5 });
 */
export function testClient(app: FastifyInstance, token?: string, headers: Record<string, string> = {}) {
  async function call<T>(
    method: string,
    url: string,
    payload?: unknown,
    query?: Query,
  ): Promise<TestResponse<T>> {
    const response = await app.inject({
      method: method as 'GET',
      url: url + queryString(query),
      headers: token ? { ...headers, token } : headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const text = response.body;
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  }
  return {
    get: <T = Record<string, unknown>>(url: string, query?: Query) => call<T>('GET', url, undefined, query),
    delete: <T = Record<string, unknown>>(url: string, query?: Query) =>
      call<T>('DELETE', url, undefined, query),
    post: <T = Record<string, unknown>>(url: string, body?: unknown) => call<T>('POST', url, body ?? {}),
    put: <T = Record<string, unknown>>(url: string, body?: unknown) => call<T>('PUT', url, body ?? {}),
  };
}
