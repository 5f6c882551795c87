import type { FastifyInstance } from 'fastify';
import { serveApiCalls } from './apiDialect';
import { forwardedCalls, type ForwardedCall } from './forwardedCalls';
import { serveForwarding } from './forwardingRoutes';
import { resourceOperations } from './resourceOperations';
import { serveRestCalls } from './restDialect';
import type { ServedResource } from './ServedResource';
import { assertServable } from './assertServable';
import { serveActions } from './serveActions';
import { serveRelations } from './serveRelations';
import { serveExportCall } from './serveExportCall';

/**
 * The one server plugin for declared resources: every resource gets the calls its definition declares (at the
 * paths it names, in simple-rest's conventions, or through forwarding), each with its role, its zod
 * validation (the form's own schema), field roles, masking, version checks and audit entries. Hand-written
 * routes remain only for what is not CRUD.
 *
 * @example
 * await app.register(serveResources, { resources: SERVED_RESOURCES });
 */
export async function serveResources(
  app: FastifyInstance,
  {
    resources,
    forwarded: more = () => [],
  }: {
    resources: readonly ServedResource[];
    /** Forwarded calls that serve no resource (a mass message), answered beside the resources' own. */
    forwarded?: (app: FastifyInstance) => readonly ForwardedCall[];
  },
): Promise<void> {
  const byName = new Map(resources.map((served) => [served.definition.name, served]));
  const lookup = (name: string) => byName.get(name);
  const forwarded = resources.flatMap((served) => {
    assertServable(served);
    const ops = resourceOperations(app, served, lookup);
    serveApiCalls(app, served, ops);
    serveRestCalls(app, served, ops);
    serveExportCall(app, served, ops);
    serveActions(app, served);
    serveRelations(app, served);
    return forwardedCalls(served, ops);
  });
  const calls = [...forwarded, ...more(app)];
  if (calls.length > 0) serveForwarding(app, calls);
}
