import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { maskSecrets } from './maskSecrets';

/** Pino options for Fastify: structured, and never a token, password or TOTP code in a log line. */
export function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.authorization',
        'req.headers.cookie',
        'body.password',
        'body.code',
        'body.token',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.authorization',
        '*.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
