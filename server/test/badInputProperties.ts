import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { listRoutes, type RouteEntry } from '../http/routeTable';
import { tokenFor } from './testApp';

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
  /** Random runs a property makes past one value of each kind of input it covers. */
  const MORE = 3;
  /** What junk may get (issue 3 §8): refused, never served, never a 500. */
  const REFUSALS = [400, 401, 403, 404, 413];
  const PROBE = 'zzProbeField';
  /**
   * The longest text any body takes (emails' content, the datastores console's statement): a huge string is
   * longer, where one of exactly 10,000 characters was a valid news body.
   */
  const LONGEST_TEXT = 20_000;
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

  /** The one error shape of docs/API.md; a 400 must say which field is wrong. */
  function expectErrorShape(response: LightMyRequestResponse, field?: string) {
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode < 400) return;
    const body = response.json<{ statusCode: number; code: string; message: string; fields?: object }>();
    expect(body).toMatchObject({
      statusCode: response.statusCode,
      code: expect.any(String),
      message: expect.any(String),
    });
    if (response.statusCode !== 400) return;
    const fields = Object.keys(body.fields ?? {});
    expect(fields.length, response.body).toBeGreaterThan(0);
    if (field)
      expect(
        fields.some((name) => name === field || name.startsWith(`${field}.`)),
        response.body,
      ).toBe(true);
  }

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

  const junkKinds: fc.Arbitrary<unknown>[] = [
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 5 }),
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
  ];
  const anyJunk = fc.oneof(...junkKinds);
  /** The JSON parser refuses `__proto__`/`constructor` keys as a malformed body, naming no field. */
  const hasPrototypeKeys = (value: unknown) => /"(__proto__|constructor)"/.test(JSON.stringify(value));
  const junk = anyJunk.filter((value) => !hasPrototypeKeys(value));
  const plainJson = fc.jsonValue().filter((value) => !hasPrototypeKeys(value));
  const nested = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.dictionary(fc.string(), tie('node'), { maxKeys: 3 }),
    ),
  })).node;
  const kindOf = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  /** A value of another kind than the sample's; null is left out (a field may be nullable), as are numbers in text. */
  const wrongFor = (value: unknown) =>
    junk.filter(
      (candidate) =>
        candidate !== null &&
        kindOf(candidate) !== kindOf(value) &&
        !(typeof value === 'number' && typeof candidate === 'string' && Number.isFinite(Number(candidate))),
    );
  /** Text PostgreSQL refuses (NUL) or cannot keep in jsonb (a lone surrogate), anywhere in a string. */
  const unstorableText = fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\ud800', '\udfff'),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join(''));
  /** Numbers past an int4 column, either way. */
  const pastInt4 = fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER });
  const outOfRangeKinds = [pastInt4, pastInt4.map((value) => -value)];
  const outOfRange = fc.oneof(...outOfRangeKinds);
  /** Objects and arrays nested past the 32 levels input may have, as JSON text: JSON.stringify overflows at 10,000. */
  class Nesting {
    constructor(readonly levels: number) {}

    /** `body` as JSON with this nesting where it holds it. */
    static stringify(body: unknown, nesting: Nesting): string {
      const opens = Array.from({ length: nesting.levels }, (_, level) => (level % 2 ? '[' : '{"a":'));
      const closes = opens.map((open) => (open === '[' ? ']' : '}')).reverse();
      const text = JSON.stringify(body, (_, value: unknown) => (value === nesting ? 'zzNestingHere' : value));
      return text.replace('"zzNestingHere"', `${opens.join('')}"leaf"${closes.join('')}`);
    }
  }
  /** Nesting up to 10,000 levels, which overflowed the recursive validators. */
  const deepNesting = fc.integer({ min: 33, max: 10_000 }).map((levels) => new Nesting(levels));
  const unknownKey = fc.stringMatching(/^[A-Za-z0-9]{1,30}$/).map((key) => `x_${key}`);
  const sampleBody = (route: RouteEntry) => (route.sample?.().body ?? {}) as Record<string, unknown>;
  /**
   * Checks one value of each kind first, then `more` of any kind: every route meets every kind of bad input in a
   * few requests, where 25 random ones were needed to meet each kind with near certainty. The first values are
   * drawn with a seed of the route's own, so routes meet different ones and a run repeats them.
   */
  const eachKind = <T>(
    route: RouteEntry,
    kinds: fc.Arbitrary<T>[],
    check: (value: T) => Promise<void>,
    more = MORE,
  ) => {
    const seed = [...`${route.method} ${route.url}`].reduce(
      (hash, char) => (hash * 31 + char.charCodeAt(0)) | 0,
      0,
    );
    return fc.assert(fc.asyncProperty(fc.oneof(...kinds), check), {
      numRuns: kinds.length + more,
      examples: kinds.map((kind) => [fc.sample(kind, { numRuns: 1, seed })[0]!] as [T]),
    });
  };

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

    describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s',
      (_, route) => {
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
      },
    );

    describe.each(bodyRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s body',
      (_, route) => {
        const fields = Object.keys(sampleBody(route));
        const property = (kinds: fc.Arbitrary<[string, unknown]>[], statuses: readonly number[]) =>
          eachKind(route, kinds, async ([field, value]) => {
            const body = { ...sampleBody(route), [field]: value };
            const raw = value instanceof Nesting ? Nesting.stringify(body, value) : undefined;
            const response = await send(route, raw ? { raw } : { body });
            expect(statuses, `${field}: ${response.body}`).toContain(response.statusCode);
            expectErrorShape(response, field);
          });

        it('refuses unknown fields, naming them', () => property([fc.tuple(unknownKey, plainJson)], [400]));

        it.runIf(fields.length > 0)('refuses fields of the wrong type', () =>
          property(
            fields.map((field) => fc.tuple(fc.constant(field), wrongFor(sampleBody(route)[field]))),
            REFUSALS,
          ),
        );

        it.runIf(fields.some((field) => typeof sampleBody(route)[field] === 'string'))(
          'refuses huge strings and nested objects',
          () => {
            const stringField = fc.constantFrom(
              ...fields.filter((field) => typeof sampleBody(route)[field] === 'string'),
            );
            const huge = fc
              .tuple(
                fc.string({ minLength: 1, maxLength: 8 }),
                fc.integer({ min: LONGEST_TEXT + 1, max: LONGEST_TEXT + 40_000 }),
              )
              .map(([text, length]) => text.repeat(Math.ceil(length / text.length)));
            const object = nested.filter((node) => typeof node === 'object' && !hasPrototypeKeys(node));
            return property([fc.tuple(stringField, huge), fc.tuple(stringField, object)], REFUSALS);
          },
        );

        it.runIf(fields.length > 0)(
          'refuses text, numbers and nesting the database cannot take, naming the field',
          () => {
            const body = sampleBody(route);
            const textFields = fields.filter((field) => typeof body[field] === 'string');
            const numberFields = fields.filter((field) => typeof body[field] === 'number');
            return property(
              [
                fc.tuple(fc.constantFrom(...fields), deepNesting),
                ...(textFields.length > 0 ? [fc.tuple(fc.constantFrom(...textFields), unstorableText)] : []),
                ...(numberFields.length > 0 ? [fc.tuple(fc.constantFrom(...numberFields), outOfRange)] : []),
              ],
              [400],
            );
          },
        );

        it('refuses a body that is not an object', async () => {
          const notObject: fc.Arbitrary<unknown>[] = [
            fc.string(),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.array(fc.jsonValue()),
          ];
          await eachKind(route, notObject, async (value) => {
            const response = await send(route, { raw: JSON.stringify(value) });
            expect(response.statusCode, response.body).toBe(400);
            expectErrorShape(response);
          });
        });

        it('answers 413 to a body over the size limit', async () => {
          const response = await send(route, {
            raw: JSON.stringify({ big: 'x'.repeat(app.config.bodyLimit) }),
          });
          expect(response.statusCode).toBe(413);
          expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
        });
      },
    );

    describe.each(queryRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s query',
      (_, route) => {
        it.runIf(idFilterRoutes.includes(route))(
          'refuses ids beyond the int4 columns and text the database cannot take in its filter, naming it',
          async () => {
            const filter = [
              fc.array(outOfRange, { minLength: 1, maxLength: 3 }).map((ids) => ({ id: ids })),
              unstorableText.map((text) => ({ id: [1], [text]: 1 })),
            ];
            await eachKind(route, filter, async (value) => {
              const response = await send(route, { query: { filter: JSON.stringify(value) } });
              expect(response.statusCode, response.body).toBe(400);
              expectErrorShape(response, 'filter');
            });
          },
        );

        it('refuses unknown and malformed query parameters, naming them', async () => {
          const known = Object.keys(route.sample?.().query ?? {});
          const pairs = [
            fc.tuple(unknownKey, fc.string()),
            ...(known.length > 0
              ? [
                  fc.tuple(fc.constantFrom(...known), unstorableText),
                  fc.tuple(
                    fc.constantFrom(...known),
                    fc
                      .string({ minLength: 1 })
                      .map((text) => `{${text}`)
                      .filter((text) => !parsesAsJson(text)),
                  ),
                ]
              : []),
          ];
          await eachKind(route, pairs, async ([key, value]) => {
            const response = await send(route, { query: { ...route.sample?.().query, [key]: value } });
            expect(response.statusCode, response.body).toBe(400);
            expectErrorShape(response, key);
          });
        });
      },
    );
  });

  function parsesAsJson(text: string): boolean {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }
}
