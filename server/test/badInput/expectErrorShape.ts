import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The one error shape of docs/API.md; a 400 must say which field is wrong.
 *
 * @example
 * expectErrorShape(await send(route, { body }), 'name');
 */
export function expectErrorShape(response: LightMyRequestResponse, field?: string) {
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
