import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../http/routeTable';
import type { badInputSender } from './badInputSender';
import { badInputValues } from './badInputValues';
import { eachKind } from './eachKind';
import { expectErrorShape } from './expectErrorShape';
import { Nesting } from './Nesting';

/** What junk may get (issue 3 §8): refused, never served, never a 500. */
const REFUSALS = [400, 401, 403, 404, 413];
const {
  LONGEST_TEXT,
  deepNesting,
  hasPrototypeKeys,
  nested,
  outOfRange,
  plainJson,
  unknownKey,
  unstorableText,
  wrongFor,
} = badInputValues;
const sampleBody = (route: RouteEntry) => (route.sample?.().body ?? {}) as Record<string, unknown>;

/**
 * The properties of the routes with a strict body schema: unknown fields, fields of the wrong type, huge strings
 * and nested objects, what the database cannot take, bodies that are not objects or over the size limit.
 *
 * @example
 * badInputBodyProperties(app, bodyRoutes, badInputSender(app));
 */
export function badInputBodyProperties(
  app: FastifyInstance,
  bodyRoutes: RouteEntry[],
  send: ReturnType<typeof badInputSender>,
): void {
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
}
