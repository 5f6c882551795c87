import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { listRoutes, type RouteEntry } from '../http/routeTable';
import { badInputBodyProperties } from './badInput/badInputBodyProperties';
import { badInputQueryProperties } from './badInput/badInputQueryProperties';
import { badInputRouteProperties } from './badInput/badInputRouteProperties';
import { badInputSender } from './badInput/badInputSender';
import { badInputValues } from './badInput/badInputValues';

const { LONGEST_TEXT } = badInputValues;

/**
 * Property tests over every route: junk input (wrong types, unknown fields, huge strings, nested objects,
 * bodies that are not objects, bad path parameters) never gets a 500, and always the one error shape; a 400
 * names the offending field. So does what the database cannot take (issue 22 §8): ids and numbers past its
 * int4 columns, text with NUL or a lone surrogate, nesting past 32 levels. Requests run as admin, so they get
 * past the access check to the validation. Defined over the routes whose place in the route table is `part`
 * modulo `parts`, so the properties split across test files, and so across workers (server/badInput*.test.ts).
 *
 * @example
 * await badInputProperties(await sharedTestApp(), 0, 2);
 */
export async function badInputProperties(app: FastifyInstance, part: number, parts: number): Promise<void> {
  const PROBE = 'zzProbeField';
  const send = badInputSender(app);

  async function isStrict(route: RouteEntry, part: 'body' | 'query'): Promise<boolean> {
    const sample = route.sample?.() ?? {};
    const response = await send(
      route,
      part === 'body'
        ? { body: { ...(sample.body as object), [PROBE]: 1 } }
        : { query: { ...sample.query, [PROBE]: '1' } },
    );
    return response.statusCode === 400 && response.body.includes(PROBE);
  }

  /** Lists that take `filter={"id":[…]}` (one or several records by id). */
  async function takesIdFilter(route: RouteEntry): Promise<boolean> {
    if (route.method !== 'GET' || route.url.includes(':')) return false;
    return (await send(route, { query: { filter: JSON.stringify({ id: [1] }) } })).statusCode === 200;
  }

  const routes = listRoutes(app).filter((_, index) => index % parts === part);
  const hasBody = (route: RouteEntry) => ['POST', 'PUT', 'PATCH'].includes(route.method);
  const bodyRoutes: RouteEntry[] = [];
  const queryRoutes: RouteEntry[] = [];
  const idFilterRoutes: RouteEntry[] = [];
  for (const route of routes) {
    if (hasBody(route) && (await isStrict(route, 'body'))) bodyRoutes.push(route);
    if (['GET', 'DELETE'].includes(route.method) && (await isStrict(route, 'query'))) queryRoutes.push(route);
    if (await takesIdFilter(route)) idFilterRoutes.push(route);
  }

  describe('bad input', () => {
    it('finds the strict body and query schemas of every route that shows an input', () => {
      for (const route of routes) {
        const sample = route.sample?.();
        if (sample?.body !== undefined) expect(bodyRoutes, `${route.method} ${route.url}`).toContain(route);
        if (sample?.query !== undefined) expect(queryRoutes, `${route.method} ${route.url}`).toContain(route);
      }
      expect(bodyRoutes.length).toBeGreaterThan(5);
    });

    it('knows the longest text a resource field takes', () => {
      const longest = Math.max(
        ...registry.flatMap(({ fields }) =>
          fields.map((field) => ('maxLength' in field ? (field.maxLength ?? 0) : 0)),
        ),
      );
      expect(longest).toBeLessThanOrEqual(LONGEST_TEXT);
    });

    badInputRouteProperties(routes, send);
    badInputBodyProperties(app, bodyRoutes, send);
    badInputQueryProperties(queryRoutes, idFilterRoutes, send);
  });
}
