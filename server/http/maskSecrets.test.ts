import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/testConfig';
import { loggerOptions } from './loggerOptions';
import { maskSecrets } from './maskSecrets';

describe('logs without secrets', () => {
  it('masks link tokens in URLs', () => {
    expect(maskSecrets('/api/account/qr?token=abc.def&x=1')).toBe('/api/account/qr?token=[redacted]&x=1');
    expect(maskSecrets('/forgot-password?a=1&token=zzz')).toBe('/forgot-password?a=1&token=[redacted]');
  });

  it('writes request logs that carry neither the session token nor the link token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' }));
    if (!options) throw new Error('logging is off');
    const app = Fastify({ logger: { ...options, stream } });
    app.post('/login', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'handling');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/login?token=link-secret',
      headers: { token: 'session-secret', authorization: 'Bearer session-secret' },
      payload: { username: 'admin', password: 'pass-secret', code: '123456' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/login?token=[redacted]');
    expect(log).toContain('admin');
    for (const secret of ['link-secret', 'session-secret', 'pass-secret', '123456'])
      expect(log).not.toContain(secret);
  });
});
