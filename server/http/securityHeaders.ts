import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

function originOf(url: string): string[] {
  try {
    return url.startsWith('http') ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/**
 * Helmet with a strict CSP: no inline script anywhere (the login token lives in localStorage, so XSS must be
 * impossible); inline styles are allowed because MUI/emotion inject them.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const apiOrigins = [...originOf(config.apiUrl), ...originOf(config.socketUrl)];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...apiOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain http on 127.0.0.1 is the default deployment; HSTS would only matter behind TLS.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  };
}
