import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testClient, tokenFor } from '../test/testApp';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({ BODY_LIMIT_BYTES: '4096' });
  token = await tokenFor(app, 'admin');
});
afterAll(() => app.close());

const raw = (payload: string, url = '/api/login', contentType = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, token } });

describe('bad input', () => {
  it('names an unknown field', async () => {
    const response = await testClient(app).post('/api/login', {
      username: 'a',
      password: 'b',
      isAdmin: true,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'isAdmin: Unknown field',
      fields: { isAdmin: 'Unknown field' },
    });
  });

  it('names a missing or mistyped field', async () => {
    const response = await testClient(app).post('/api/login', { username: 42 });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      username: expect.stringContaining('expected string'),
      password: 'Required',
    });
  });

  it('names bad query parameters, including inside a JSON filter', async () => {
    const api = testClient(app, token);
    const page = await api.get('/api/login/accounts', { page: 'first' });
    expect(page.body).toMatchObject({ code: 'VALIDATION', fields: { page: expect.any(String) } });
    const filter = await api.get('/api/login/accounts', { filter: { colour: 'red' } });
    expect(filter.body).toMatchObject({ fields: { 'filter.colour': 'Unknown field' } });
    const notJson = await app.inject({ url: '/api/login/accounts?filter=%7Bbroken', headers: { token } });
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION', fields: { filter: expect.any(String) } });
    const path = await api.get('/api/login/account/abc');
    expect(path.body).toMatchObject({ code: 'VALIDATION', fields: { id: expect.any(String) } });
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const response = await raw('{"username": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { body: 'Malformed JSON' } });
  });

  it('answers a body over the limit with 413 in the same shape', async () => {
    const response = await raw(JSON.stringify({ username: 'x'.repeat(5000), password: 'y' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('answers an unsupported content type in the same shape', async () => {
    const response = await raw('username=a', '/api/login', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers an unknown API route and method in the same shape', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'The route PATCH /api/login does not exist.',
    });
  });
});
