import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../http/routeTable';
import type { badInputSender } from './badInputSender';
import { badInputValues } from './badInputValues';
import { eachKind } from './eachKind';
import { expectErrorShape } from './expectErrorShape';

const { outOfRange, unknownKey, unstorableText } = badInputValues;

/**
 * The properties of the routes with a strict query schema: ids and text the database cannot take in a list's
 * `filter`, unknown and malformed query parameters.
 *
 * @example
 * badInputQueryProperties(queryRoutes, idFilterRoutes, badInputSender(app));
 */
export function badInputQueryProperties(
  queryRoutes: RouteEntry[],
  idFilterRoutes: RouteEntry[],
  send: ReturnType<typeof badInputSender>,
): void {
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
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
