import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../http/routeTable';
import type { badInputSender } from './badInputSender';
import { badInputValues } from './badInputValues';
import { eachKind } from './eachKind';
import { expectErrorShape } from './expectErrorShape';

const { junkKinds, outOfRangeKinds } = badInputValues;

/**
 * Every route's properties: junk in its query string or body never gets a 500, and its path parameters take
 * only ids its int4 columns hold.
 *
 * @example
 * badInputRouteProperties(routes, badInputSender(app));
 */
export function badInputRouteProperties(routes: RouteEntry[], send: ReturnType<typeof badInputSender>): void {
  describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_, route) => {
    it('never answers junk in the query string or body with a 500', async () => {
      const query = fc.dictionary(fc.string(), fc.string(), { maxKeys: 4 });
      await eachKind(
        route,
        junkKinds.map((body) => fc.record({ query, body })),
        async ({ query, body }) => {
          expectErrorShape(await send(route, { query, raw: JSON.stringify(body) }));
        },
      );
    });

    it.runIf(route.url.includes(':'))(
      'refuses ids beyond the int4 columns, naming the parameter',
      async () => {
        const param = /:(\w+)/.exec(route.url)![1]!;
        await eachKind(route, outOfRangeKinds, async (value) => {
          const response = await send(route, { url: route.url.replace(/:\w+/g, String(value)) });
          expect(response.statusCode, response.body).toBe(400);
          expectErrorShape(response, param);
        });
      },
    );

    it.runIf(route.url.includes(':'))('refuses path parameters that are not ids', async () => {
      const bad = [
        fc.string({ minLength: 1 }).filter((text) => !/^\s*\d+\s*$/.test(text)),
        ...['0', '-1', '1.5', '1e3', '99999999999999999999'].map((text) => fc.constant(text)),
      ];
      await eachKind(route, bad, async (value) => {
        const response = await send(route, {
          url: route.url.replace(/:\w+/g, encodeURIComponent(value)),
        });
        expect([400, 404], response.body).toContain(response.statusCode);
        expectErrorShape(response);
      });
    });
  });
}
