// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { call, forward } from './call';
import { HttpError } from 'ra-core';
import { clearCallError, getCallState } from './callState';
import { setToken } from '../auth/tokenStore';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const seen: Seen[] = [];
const server = setupServer(
  http.all('/api/*', async ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    });
    const path = new URL(request.url).pathname;
    if (path === '/api/fail')
      return HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION', message: 'username: Required' },
        { status: 400 },
      );
    if (path === '/api/forbidden')
      return HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 });
    if (path === '/api/created') return HttpResponse.json({ ok: true }, { status: 201 });
    return HttpResponse.json({ echo: path });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  clearCallError();
});
afterAll(() => server.close());

describe('call', () => {
  it('sends no token header before sign-in', async () => {
    await call('POST', '/login', { username: 'a', password: 'b' });
    expect(seen[0]?.headers.has('token')).toBe(false);
  });

  it('sends the stored token and a JSON content type to the configured API URL, with the caller’s own headers', async () => {
    setToken('the-token');
    await call('GET', '/account');
    await call('PUT', '/groups', { id: 1 }, { 'Save-Id': 'abc123def456' });
    expect(seen[0]?.url.pathname).toBe('/api/account');
    expect(seen[0]?.headers.get('token')).toBe('the-token');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[1]?.headers.get('token')).toBe('the-token');
    expect(seen[1]?.headers.get('save-id')).toBe('abc123def456');
  });

  it('puts GET and DELETE data in the query string: scalars as text, objects as JSON, arrays with brackets', async () => {
    await call('GET', '/login/accounts', { page: 2, filter: { q: 'ann' }, ids: [3, 4], skip: undefined });
    await call('DELETE', '/things', { ids: [] });
    const get = seen[0]!.url.searchParams;
    expect(get.get('page')).toBe('2');
    expect(get.get('filter')).toBe('{"q":"ann"}');
    expect(get.getAll('ids[]')).toEqual(['3', '4']);
    expect(get.has('skip')).toBe(false);
    expect(seen[0]?.body).toBe('');
    expect(seen[1]?.url.searchParams.get('ids')).toBe('[]');
    expect(seen[1]?.body).toBe('{}');
  });

  it('sends POST and PUT data as a JSON body, not in the query', async () => {
    await call('POST', '/groups', { name: 'Support', roles: ['A'] });
    await call('PUT', '/groups', { id: 1, version: 2 });
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body)).toEqual({ name: 'Support', roles: ['A'] });
    expect(seen[0]?.url.search).toBe('');
    expect(JSON.parse(seen[1]!.body)).toEqual({ id: 1, version: 2 });
  });

  it('fills :key path segments from the data and does not send them again', async () => {
    await call('DELETE', '/account/:id', { id: 12, reason: 'gone' });
    await call('PUT', '/group/:id/roles', { id: 'a b', roles: ['X'] });
    expect(seen[0]?.url.pathname).toBe('/api/account/12');
    expect([...seen[0]!.url.searchParams.keys()]).toEqual(['reason']);
    expect(seen[1]?.url.pathname).toBe('/api/group/a%20b/roles');
    expect(JSON.parse(seen[1]!.body)).toEqual({ roles: ['X'] });
  });

  it('rejects a missing path key with code 400 without sending anything', async () => {
    const failure = call('GET', '/group/:id/accounts', { name: 'x' });
    await expect(failure).rejects.toMatchObject({ status: 400, message: "Missing 'id' key in data object" });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    expect(seen).toHaveLength(0);
    expect(getCallState()).toMatchObject({ loading: false, error: { status: 400 } });
  });

  it('resolves with the body of an HTTP 200', async () => {
    await expect(call('GET', '/hello')).resolves.toEqual({ echo: '/api/hello' });
  });

  it('stores a failure in the global error state with the server message, and hides the loading state', async () => {
    const failure = call('POST', '/fail', {});
    expect(getCallState().loading).toBe(true);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'username: Required' });
    expect(getCallState().loading).toBe(false);
    expect(getCallState().error).toMatchObject({
      status: 400,
      message: 'username: Required',
      body: { code: 'VALIDATION' },
    });
  });

  it('treats any status but 200 as a failure', async () => {
    await expect(call('POST', '/created')).rejects.toMatchObject({ status: 201 });
  });

  it('rethrows a 403 without storing it', async () => {
    await expect(call('GET', '/forbidden')).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(getCallState()).toEqual({ loading: false, error: null });
  });

  it('shows loading while any call is in flight', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/two', async () => {
        await held;
        return HttpResponse.json({});
      }),
    );
    const first = call('GET', '/one');
    const second = call('GET', '/two');
    expect(getCallState().loading).toBe(true);
    await first;
    expect(getCallState().loading).toBe(true);
    release();
    await second;
    expect(getCallState().loading).toBe(false);
  });

  it('stores a network failure too', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    await expect(call('GET', '/down')).rejects.toMatchObject({ status: 0 });
    expect(getCallState().error?.message).toMatch(/^Network error/);
  });
});

describe('forward', () => {
  it('sends POST/PUT /forwarding/{api} with the route and payload as fields', async () => {
    await forward('PUT', 'news', '/admin/news/4', { title: 'Hello' });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/forwarding/news');
    expect(JSON.parse(seen[0]!.body)).toEqual({ route: '/admin/news/4', payload: { title: 'Hello' } });
  });
});
