// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import { restClient } from './restClient';
import { clearCallError, getCallState } from './callState';
import { setToken } from '../auth/tokenStore';

const seen: { method: string; url: URL; headers: Headers; body: string }[] = [];
const server = setupServer(
  http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url, headers: request.headers, body: await request.text() });
    if (url.pathname === '/api/blacklabels' && request.method === 'GET')
      return HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'blacklabels 0-0/31' } });
    if (url.pathname === '/api/invalid')
      return HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION', message: 'name: Required', fields: { name: 'Required' } },
        { status: 400 },
      );
    if (url.pathname === '/api/forbidden')
      return HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 });
    if (url.pathname === '/api/created') return HttpResponse.json({ id: 1 }, { status: 201 });
    return HttpResponse.json({ id: 1, name: 'Main' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  clearCallError();
});
afterAll(() => server.close());

describe('restClient', () => {
  it('sends to the API URL with the token, a JSON content type and the caller’s own headers', async () => {
    setToken('the-token');
    const { json, headers } = await restClient('/blacklabels?range=%5B0%2C0%5D', {
      headers: new Headers({ Range: 'blacklabels=0-0' }),
    });
    expect(seen[0]?.url.pathname).toBe('/api/blacklabels');
    expect(seen[0]?.url.searchParams.get('range')).toBe('[0,0]');
    expect(seen[0]?.headers.get('token')).toBe('the-token');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(seen[0]?.headers.get('range')).toBe('blacklabels=0-0');
    expect(json).toEqual([{ id: 1 }]);
    expect(headers.get('content-range')).toBe('blacklabels 0-0/31');
  });

  it('sends a DELETE as JSON with an empty object, and a PUT with its body', async () => {
    await restClient('/blacklabels/4', {
      method: 'DELETE',
      headers: new Headers({ 'Content-Type': 'text/plain' }),
    });
    await restClient('/blacklabels/4', { method: 'PUT', body: JSON.stringify({ name: 'B' }) });
    expect(seen.map(({ method, headers, body }) => [method, headers.get('content-type'), body])).toEqual([
      ['DELETE', 'application/json', '{}'],
      ['PUT', 'application/json', '{"name":"B"}'],
    ]);
  });

  it('shows loading while in flight and stores a failure with the server’s message and body', async () => {
    const failure = restClient('/invalid', { method: 'POST', body: '{}' });
    expect(getCallState().loading).toBe(true);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'name: Required' });
    expect(getCallState()).toMatchObject({
      loading: false,
      error: { status: 400, body: { fields: { name: 'Required' } } },
    });
  });

  it('rethrows a 403 without storing it', async () => {
    await expect(restClient('/forbidden')).rejects.toMatchObject({ status: 403 });
    expect(getCallState()).toEqual({ loading: false, error: null });
  });

  it('treats any status but 200 as a failure, and stores a network failure with status 0', async () => {
    await expect(restClient('/created', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 201,
    });
    server.use(http.get('/api/down', () => HttpResponse.error()));
    await expect(restClient('/down')).rejects.toMatchObject({ status: 0 });
    expect(getCallState().error?.message).toMatch(/^Network error/);
  });
});
