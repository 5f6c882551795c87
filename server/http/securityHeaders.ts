import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/** The origin of an absolute http(s) or ws(s) URL; none for a path (`/api`) or the same origin (''). */
function originOf(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the dashboard may connect: its own origin ('self', which covers a same-origin socket), the API's origin
 * when API_URL is absolute, and the socket's when SOCKET_URL is, in both its http(s) form (socket.io's polling)
 * and its ws(s) form.
 */
function connectSources(config: Config): string[] {
  const api = originOf(config.apiUrl);
  const socket = originOf(config.socketUrl);
  const secure = socket?.protocol === 'https:' || socket?.protocol === 'wss:';
  const socketForms = socket
    ? (secure ? ['https:', 'wss:'] : ['http:', 'ws:']).map((scheme) => `${scheme}//${socket.host}`)
    : [];
  const named = [...(api ? [api.origin] : []), ...socketForms];
  return ["'self'", ...new Set(named)];
}

/**
 * Helmet with a strict CSP: no inline script anywhere (the login token lives in localStorage, so XSS must be
 * impossible); inline styles are allowed because MUI/emotion inject them; connections only to the API and
 * the socket.
 *
 * @example
 * await app.register(helmet, securityHeaders(config));
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(config),
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
