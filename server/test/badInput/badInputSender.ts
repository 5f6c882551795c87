import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteEntry } from '../../http/routeTable';
import { tokenFor } from '../testApp';

/**
 * Sends a route's request as admin, with `input` in place of its sample's body, query or address.
 *
 * @example
 * const send = badInputSender(app);
 * const response = await send(route, { raw: '"not an object"' });
 */
export function badInputSender(app: FastifyInstance) {
  type Input = { body?: Record<string, unknown>; query?: Record<string, string> };

  let requests = 0;
  /** Each request comes from its own address, so per-address rate limits never answer before validation does. */
  function nextAddress(): string {
    requests += 1;
    return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  }

  function request(
    route: RouteEntry,
    token: string,
    input: Input & { url?: string; raw?: string },
  ): InjectOptions {
    const sample = route.sample?.() ?? {};
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const payload = input.raw ?? JSON.stringify(input.body ?? sample.body ?? {});
    return {
      method: route.method as InjectOptions['method'],
      url: input.url ?? sample.url ?? route.url.replace(/:\w+/g, '1').replace('*', 'some/page'),
      query: input.query ?? sample.query ?? {},
      headers: { token, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      remoteAddress: nextAddress(),
      ...(hasBody ? { payload } : {}),
    };
  }

  let adminToken: string | undefined;
  /** Sent with admin's token, signed anew only when a route (a role change, say) has ended the last one. */
  async function send(route: RouteEntry, input: Input & { url?: string; raw?: string }) {
    adminToken ??= await tokenFor(app, 'admin');
    const response = await app.inject(request(route, adminToken, input));
    if (response.statusCode !== 401) return response;
    adminToken = await tokenFor(app, 'admin');
    return app.inject(request(route, adminToken, input));
  }

  return send;
}
