import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostbackRefused, sendPostback, type SendSettings } from './sendPostback';

let server: Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url?.startsWith('/redirect')) {
      response.writeHead(302, { Location: 'http://10.0.0.5/internal' }).end();
    } else if (request.url?.startsWith('/silent')) {
      // never answers
    } else if (request.url?.startsWith('/large')) {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('x'.repeat(1024 * 1024));
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const settings = (overrides: Partial<SendSettings> = {}): SendSettings => ({
  resolve: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
  allowHosts: [`127.0.0.1:${port}`, `receiver.test:${port}`],
  timeoutMs: 2000,
  maxBytes: 64 * 1024,
  shownBytes: 2048,
  ...overrides,
});

describe('sendPostback', () => {
  it('sends to an allow-listed host and answers the exact request and the answer', async () => {
    const exchange = await sendPostback('GET', `http://127.0.0.1:${port}/ok?c=1`, undefined, settings());
    expect(exchange.request).toEqual({
      method: 'GET',
      url: `http://127.0.0.1:${port}/ok?c=1`,
      headers: expect.objectContaining({ Host: `127.0.0.1:${port}`, Accept: '*/*' }),
    });
    expect(exchange.response).toMatchObject({
      status: 200,
      body: '{"ok":true}',
      truncated: false,
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    });
    expect(exchange.ms).toBeGreaterThanOrEqual(0);
    expect(exchange.error).toBeUndefined();
  });

  it('sends a POST body as JSON', async () => {
    const exchange = await sendPostback('POST', `http://127.0.0.1:${port}/ok`, '{"a":1}', settings());
    expect(exchange.request.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Content-Length': '7',
    });
    expect(exchange.response?.status).toBe(200);
  });

  it.each([
    ['ftp://example.com/x', 'only http and https addresses are sent, not ftp:'],
    ['file:///etc/passwd', 'only http and https addresses are sent, not file:'],
    ['not a url', "'not a url' is not a valid address"],
    ['http://127.0.0.1/x', '127.0.0.1 is a loopback address'],
    ['http://10.0.0.5/x', '10.0.0.5 is a private address'],
    ['http://[::1]/x', '::1 is a loopback address'],
    ['http://[::ffff:192.168.0.1]/x', '::ffff:c0a8:1 is a private address'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://0.0.0.0/', '0.0.0.0 is an unspecified address'],
  ])('refuses %s: %s', async (url, reason) => {
    await expect(sendPostback('GET', url, undefined, settings())).rejects.toThrow(
      new PostbackRefused(reason),
    );
  });

  it('refuses a name that resolves to a private address, naming it, and one with any such address', async () => {
    const resolve = (address: string) => () => Promise.resolve([{ address, family: 4 }]);
    await expect(
      sendPostback('GET', 'http://internal.test/x', undefined, settings({ resolve: resolve('10.0.0.5') })),
    ).rejects.toThrow('internal.test resolves to a private address 10.0.0.5');
    const mixed = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: 'fd00::1', family: 6 },
      ]);
    await expect(
      sendPostback('GET', 'http://mixed.test/x', undefined, settings({ resolve: mixed })),
    ).rejects.toThrow('mixed.test resolves to a unique-local address fd00::1');
  });

  it('allows only the allow-listed port of an allow-listed host', async () => {
    await expect(
      sendPostback('GET', `http://127.0.0.1:${port + 1}/x`, undefined, settings()),
    ).rejects.toThrow('127.0.0.1 is a loopback address');
  });

  it('connects to the address it checked: a name that rebinds to a private address after the check is never reached there', async () => {
    // The first answer is public, every later one the private receiver: a sender that resolved again to connect
    // would reach it.
    const resolve = vi
      .fn<SendSettings['resolve']>()
      .mockResolvedValueOnce([{ address: '198.51.100.7', family: 4 }])
      .mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    const before = seen.length;
    const exchange = await sendPostback(
      'GET',
      `http://rebind.test:${port}/rebound`,
      undefined,
      settings({ resolve, allowHosts: [], timeoutMs: 500 }),
    );
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(exchange.address).toBe('198.51.100.7');
    expect(exchange.response).toBeUndefined();
    expect(exchange.error).toBeDefined();
    expect(seen.slice(before)).toEqual([]);
  });

  it('connects through its own lookup of the checked address, resolving the name once', async () => {
    // An allow-listed name whose later answers point elsewhere: the request still reaches the checked receiver.
    const resolve = vi
      .fn<SendSettings['resolve']>()
      .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }])
      .mockResolvedValue([{ address: '198.51.100.7', family: 4 }]);
    const before = seen.length;
    const exchange = await sendPostback(
      'GET',
      `http://receiver.test:${port}/named`,
      undefined,
      settings({ resolve }),
    );
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(exchange.response?.status).toBe(200);
    expect(exchange.request.headers.Host).toBe(`receiver.test:${port}`);
    expect(seen.slice(before)).toEqual(['GET /named']);
  });

  it('does not follow a redirect to a private address: the 3xx is the answer', async () => {
    const before = seen.length;
    const exchange = await sendPostback('GET', `http://127.0.0.1:${port}/redirect`, undefined, settings());
    expect(exchange.response).toMatchObject({
      status: 302,
      headers: expect.objectContaining({ location: 'http://10.0.0.5/internal' }),
    });
    expect(seen.slice(before)).toEqual(['GET /redirect']);
  });

  it('gives up after the timeout', async () => {
    const exchange = await sendPostback(
      'GET',
      `http://127.0.0.1:${port}/silent`,
      undefined,
      settings({ timeoutMs: 200 }),
    );
    expect(exchange.error).toBe('no answer within 200 ms');
    expect(exchange.response).toBeUndefined();
    expect(exchange.ms).toBeGreaterThanOrEqual(190);
    expect(exchange.ms).toBeLessThan(1500);
  });

  it('reads at most the size cap of an answer and shows its first bytes', async () => {
    const exchange = await sendPostback(
      'GET',
      `http://127.0.0.1:${port}/large`,
      undefined,
      settings({ maxBytes: 16 * 1024, shownBytes: 2048 }),
    );
    expect(exchange.response?.status).toBe(200);
    expect(exchange.response?.body).toBe('x'.repeat(2048));
    expect(exchange.response?.truncated).toBe(true);
    expect(exchange.error).toBeUndefined();
  });
});
