// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_CONFIG, getConfig, loadConfig } from './config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('runtime configuration', () => {
  it('uses the defaults before loading: /api, same-origin socket, title wse-dashboard, a development banner', () => {
    expect(getConfig()).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG).toMatchObject({ apiUrl: '/api', socketUrl: '', title: 'wse-dashboard' });
    expect(DEFAULT_CONFIG.banner).toMatch(/development\/testing mode.*do not affect production data/i);
  });

  it('reads /config.json at start-up, fills what it leaves out and trims a trailing slash', async () => {
    server.use(
      http.get('/config.json', () =>
        HttpResponse.json({ apiUrl: 'https://api.example.com/v1/', title: 'Staging' }),
      ),
    );
    const config = await loadConfig();
    expect(config).toEqual({ ...DEFAULT_CONFIG, apiUrl: 'https://api.example.com/v1', title: 'Staging' });
    expect(getConfig()).toBe(config);
  });

  it('falls back to the defaults when the host answers without JSON (no file deployed)', async () => {
    server.use(
      http.get('/config.json', () =>
        HttpResponse.text('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(loadConfig()).resolves.toEqual(DEFAULT_CONFIG);
  });

  it('refuses a file that does not validate, naming the field', async () => {
    server.use(http.get('/config.json', () => HttpResponse.json({ apiUrl: 42 })));
    await expect(loadConfig()).rejects.toThrow('Invalid /config.json: apiUrl must be a string');
  });

  it('refuses an empty title and a null banner, naming each', async () => {
    server.use(http.get('/config.json', () => HttpResponse.json({ title: '' })));
    await expect(loadConfig()).rejects.toThrow('Invalid /config.json: title must not be empty');
    server.use(http.get('/config.json', () => HttpResponse.json({ banner: null })));
    await expect(loadConfig()).rejects.toThrow('Invalid /config.json: banner must be a string');
  });

  it('refuses a file that is not an object', async () => {
    server.use(http.get('/config.json', () => HttpResponse.json(['/api'])));
    await expect(loadConfig()).rejects.toThrow('Invalid /config.json: expected an object');
  });
});
