// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import blacklabels from '../../resources/blacklabels';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { recordingTransports } from '../../tests/fixtures/recordingTransports';
import { setToken } from '../auth/tokenStore';
import { clearCallError, getCallState } from '../transport/callState';
import { call, forward } from '../transport/call';
import { createDataProvider } from './createDataProvider';

const aBlacklabel = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  name: 'Night cams',
  domain: 'night.example.com',
  partner: 2,
  productGroup: 'cams',
  locales: ['en'],
  state: 'live',
  version: 3,
  ...overrides,
});

describe('simple-rest resources (api.rest), through ra-data-simple-rest', () => {
  it('lists with sort, range and filter, and keeps the record mapping', async () => {
    const withMapping: ResourceDefinition = {
      ...blacklabels,
      api: { ...blacklabels.api, toRecord: (raw) => ({ ...raw, label: `${raw.name} (${raw.domain})` }) },
    };
    const { transports, sent } = recordingTransports({ 'GET /blacklabels': [aBlacklabel()] });
    const result = await createDataProvider([withMapping], transports).getList('blacklabels', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'night' },
    });
    expect(sent).toEqual([
      {
        via: 'rest',
        method: 'GET',
        path: '/blacklabels',
        data: { filter: { q: 'night' }, range: [10, 19], sort: ['name', 'DESC'] },
      },
    ]);
    expect(result).toEqual({
      data: [{ ...aBlacklabel(), label: 'Night cams (night.example.com)' }],
      total: 1,
    });
  });

  it('reads, creates and deletes one record at <rest>/:id and <rest>', async () => {
    const { transports, sent } = recordingTransports({
      'GET /blacklabels/4': aBlacklabel(),
      'POST /blacklabels': aBlacklabel({ id: 9 }),
    });
    const provider = createDataProvider([blacklabels], transports);
    await expect(provider.getOne('blacklabels', { id: 4 })).resolves.toEqual({ data: aBlacklabel() });
    const created = await provider.create('blacklabels', {
      data: { name: 'Day cams', domain: 'day.example.com', partner: 2, id: 1, createdAt: 'x' },
    });
    await provider.delete('blacklabels', { id: 9, previousData: created.data });
    expect(sent.map(({ method, path, data }) => [method, path, data])).toEqual([
      ['GET', '/blacklabels/4', {}],
      ['POST', '/blacklabels', { name: 'Day cams', domain: 'day.example.com', partner: 2 }],
      ['DELETE', '/blacklabels/9', {}],
    ]);
    expect(created.data.id).toBe(9);
  });

  it('updates with only the changed fields plus version, then reads the record again', async () => {
    const before = aBlacklabel();
    const { transports, sent } = recordingTransports({ 'GET /blacklabels/4': aBlacklabel({ version: 4 }) });
    const { data } = await createDataProvider([blacklabels], transports).update('blacklabels', {
      id: '4',
      data: { ...before, domain: 'late.example.com' },
      previousData: before,
    });
    expect(sent.map(({ method, path, data }) => [method, path, data])).toEqual([
      ['PUT', '/blacklabels/4', { version: 3, domain: 'late.example.com' }],
      ['GET', '/blacklabels/4', {}],
    ]);
    expect(data.version).toBe(4);
  });

  it('writes a relation through its own call after the main save, both with the save’s Save-Id', async () => {
    const withRelation: ResourceDefinition = {
      ...blacklabels,
      fields: [...blacklabels.fields, { source: 'hosts', label: 'Hosts', kind: 'text' }],
      api: {
        ...blacklabels.api,
        relations: [{ source: 'hosts', write: { method: 'PUT', path: '/blacklabels/:id/hosts' } }],
      },
    };
    const before = aBlacklabel({ hosts: 'a' });
    const { transports, sent, saveOf } = recordingTransports();
    await createDataProvider([withRelation], transports).update('blacklabels', {
      id: 4,
      data: { ...before, domain: 'late.example.com', hosts: 'b' },
      previousData: before,
    });
    expect(sent.map(({ via, method, path, data }) => [via, method, path, data])).toEqual([
      ['rest', 'PUT', '/blacklabels/4', { version: before.version, domain: 'late.example.com' }],
      ['http', 'PUT', '/blacklabels/:id/hosts', { id: 4, hosts: 'b' }],
      ['rest', 'GET', '/blacklabels/4', {}],
    ]);
    expect(saveOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(saveOf(sent[1])).toBe(saveOf(sent[0]));
    expect(saveOf(sent[2])).toBeNull();
  });

  it('reads many with one list call and deletes many with one DELETE <rest>?filter={"id":[…]}', async () => {
    const { transports, sent } = recordingTransports({
      'GET /blacklabels': [aBlacklabel(), aBlacklabel({ id: 5 })],
      'DELETE /blacklabels': { data: [4, 5] },
    });
    const provider = createDataProvider([blacklabels], transports);
    const many = await provider.getMany('blacklabels', { ids: [4, 5] });
    await expect(provider.deleteMany('blacklabels', { ids: [4, 5] })).resolves.toEqual({ data: [4, 5] });
    expect(many.data.map((record) => record.id)).toEqual([4, 5]);
    expect(sent.map(({ method, path, data }) => [method, path, data])).toEqual([
      ['GET', '/blacklabels', { filter: { id: [4, 5] }, range: [0, 1], sort: ['id', 'ASC'] }],
      ['DELETE', '/blacklabels', { filter: { id: [4, 5] } }],
    ]);
  });

  it('passes the API’s field errors on as react-admin form errors', async () => {
    const { transports } = recordingTransports();
    transports.rest = () =>
      Promise.reject(
        new HttpError('domain: taken', 400, { code: 'VALIDATION', fields: { domain: 'Already in use' } }),
      );
    const failure = createDataProvider([blacklabels], transports).create('blacklabels', {
      data: { name: 'x' },
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { fields: { domain: 'Already in use' }, errors: { domain: 'Already in use' } },
    });
  });
});

describe('simple-rest resources over HTTP (the call layer’s restClient)', () => {
  const requests: { method: string; url: URL; token: string | null }[] = [];
  const server = setupServer(
    http.all('/api/blacklabels', ({ request }) => {
      requests.push({
        method: request.method,
        url: new URL(request.url),
        token: request.headers.get('token'),
      });
      if (request.method === 'DELETE') return HttpResponse.json({ data: [4, 5] });
      if (request.method === 'POST')
        return HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION', message: 'name: Required', fields: { name: 'Required' } },
          { status: 400 },
        );
      return HttpResponse.json([aBlacklabel()], { headers: { 'Content-Range': 'blacklabels 0-0/31' } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    requests.length = 0;
    clearCallError();
  });
  afterAll(() => server.close());
  const provider = () => createDataProvider([blacklabels], { call, forward });

  it('sends the token, takes the total from Content-Range and deletes many in one request', async () => {
    setToken('tok');
    const list = await provider().getList('blacklabels', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    await provider().deleteMany('blacklabels', { ids: [4, 5] });
    expect(list.total).toBe(31);
    expect(requests.map(({ method, url, token }) => [method, url.searchParams.get('filter'), token])).toEqual(
      [
        ['GET', '{}', 'tok'],
        ['DELETE', '{"id":[4,5]}', 'tok'],
      ],
    );
    expect(getCallState()).toEqual({ loading: false, error: null });
  });

  it('stores a refused save in the global error state and gives the form its field errors', async () => {
    const failure = provider().create('blacklabels', { data: { domain: 'x.example.com' } });
    await expect(failure).rejects.toMatchObject({ status: 400, body: { errors: { name: 'Required' } } });
    expect(getCallState().error).toMatchObject({ status: 400, message: 'name: Required' });
  });
});
