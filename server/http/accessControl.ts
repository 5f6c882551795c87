import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateToken } from '../auth/authenticateToken';
import type { Principal } from '../auth/Principal';
import { allows } from './allows';
import { ApiError, lacksRole } from './ApiError';

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim();
  return undefined;
}

/** An id the dashboard made up for one save; anything else is ignored rather than refused. */
const SAVE_ID = /^[A-Za-z0-9-]{8,64}$/;

function saveOf(request: FastifyRequest): { save?: string } {
  const header = request.headers['save-id'];
  return typeof header === 'string' && SAVE_ID.test(header) ? { save: header } : {};
}

async function refuseUndeclared(): Promise<void> {
  throw new ApiError(403, 'FORBIDDEN', 'This route declares no access rule, so it is refused.');
}

/**
 * Deny by default: records every route in `app.routeTable`, refuses (403) any route that declares no
 * `config.access`, and checks the token (401) and role (403) before anything else runs.
 *
 * @example
 * installAccessControl(app); // before any route is registered
 */
export function installAccessControl(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access, sample: route.config?.sample });
    }
    if (access === undefined) {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [refuseUndeclared, ...own];
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const token = tokenOf(request);
    if (access === 'public') {
      if (token) request.principal = await authenticateToken(app.db, app.config, token).catch(() => null);
      return;
    }
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.');
    request.principal = { ...(await authenticateToken(app.db, app.config, token)), ...saveOf(request) };
    if (!allows(access, request.principal)) throw lacksRole();
  });
}

/** The signed-in account of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.');
  return request.principal;
}
