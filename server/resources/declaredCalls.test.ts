import { describe, expect, it } from 'vitest';
import type { RecordAction } from '../../contract/ResourceDefinition';
import { listRoutes } from '../http/routeTable';
import { sharedTestApp, testClient, tokenFor } from '../test/testApp';
import { accessOf } from './operationAccess';
import { SERVED_RESOURCES } from './servedResources';
import { relationWriteRole } from '../../contract/relationWriteRole';

/**
 * Every record action and relation a definition declares is served from that declaration: at its method and
 * path, behind the role it declares, with the body its form declares (a required input left out is refused by
 * its label, an undeclared key by its name), before any handler runs.
 */

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));

const routeAt = (method: string, path: string) =>
  listRoutes(app).find((route) => route.method === method && route.url === `/api${path}`);
const send = (method: string, path: string, body: object) =>
  method === 'PUT' ? admin.put(path, body) : admin.post(path, body);
const samePath = (a: RecordAction, b: RecordAction) =>
  a.call.method === b.call.method && a.call.path === b.call.path;

describe.each(SERVED_RESOURCES.filter(({ definition }) => definition.actions?.length))(
  '$definition.name actions',
  ({ definition }) => {
    const actions = definition.actions ?? [];
    it.each(actions.map((action) => [action.name, action] as const))('%s', async (_name, action) => {
      const sharing = actions.filter((other) => samePath(other, action));
      const roles = [...new Set(sharing.flatMap((other) => [other.role].flat()))];
      const route = routeAt(action.call.method, action.call.path);
      expect(route?.access, `${action.call.method} ${action.call.path}`).toEqual(accessOf(roles));

      const url = `/api${action.call.path.replace(':id', '1')}`;
      const required = (action.form ?? []).filter((field) => field.required);
      const empty = await send(action.call.method, url, { ...action.sends });
      const expected = required.length > 0 || action.keyed ? 400 : undefined;
      if (expected) {
        expect(empty.status).toBe(400);
        const fields = (empty.body as { fields?: Record<string, string> }).fields ?? {};
        for (const field of required) expect(fields[field.source]).toContain(field.label);
        if (action.keyed) expect(fields.requestKey).toBeDefined();
      }
      const stray = await send(action.call.method, url, { ...action.sends, strayKey: 1 });
      expect(stray.status).toBe(400);
      expect((stray.body as { fields?: Record<string, string> }).fields?.strayKey).toBe('Unknown field');
    });
  },
);

describe.each(SERVED_RESOURCES.filter(({ definition }) => definition.api.relations?.length))(
  '$definition.name relations',
  ({ definition }) => {
    it.each((definition.api.relations ?? []).map((relation) => [relation.source, relation] as const))(
      '%s',
      async (source, relation) => {
        const { path } = relation.write;
        expect(routeAt('PUT', path)?.access).toEqual(accessOf(relationWriteRole(definition, relation)));
        expect(routeAt('GET', path)).toBeDefined();
        const url = `/api${path.replace(':id', '1')}`;
        const field = definition.fields.find((candidate) => candidate.source === source);
        const wrong = await admin.put(url, { [source]: 'not a list' });
        expect(wrong.status).toBe(400);
        expect((wrong.body as { fields?: Record<string, string> }).fields?.[source]).toContain(field?.label);
      },
    );
  },
);
