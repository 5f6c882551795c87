import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionBody } from '../../contract/actionBody';
import { holdsAny } from '../../contract/canAccess';
import type { RecordAction } from '../../contract/ResourceDefinition';
import { principalOf } from '../http/accessControl';
import { notFound } from '../http/ApiError';
import { needsRole } from '../http/needsRole';
import { idParams } from '../http/idParams';
import { writeAudit } from '../trail/writeAudit';
import { accessOf } from './operationAccess';
import { sampleRecord } from './sampleRecord';
import type { ServedResource } from './ServedResource';

/** The record's id and what the handler adds (a link, the new balance). */
const answer = z.object({ id: z.number() }).catchall(z.unknown());

/** The actions that share one call (approve and deny), grouped by method and path in declaration order. */
function byCall(actions: readonly RecordAction[]): RecordAction[][] {
  const groups = new Map<string, RecordAction[]>();
  for (const action of actions) {
    const key = `${action.call.method} ${action.call.path}`;
    groups.set(key, [...(groups.get(key) ?? []), action]);
  }
  return [...groups.values()];
}

/** The body of a shared call: one of its actions' bodies, told apart by the first value they send. */
function bodyOf(actions: readonly RecordAction[]) {
  const [first, ...others] = actions;
  if (!first) throw new Error('A call serves at least one action');
  if (others.length === 0) return actionBody(first);
  const key = Object.keys(first.sends ?? {})[0];
  if (!key || actions.some((action) => action.sends?.[key] === undefined))
    throw new Error(
      `Actions ${actions.map((a) => a.name).join(', ')} share a call but send no value to tell them apart`,
    );
  const bodies = actions.map(actionBody) as [
    ReturnType<typeof actionBody>,
    ...ReturnType<typeof actionBody>[],
  ];
  return z.discriminatedUnion(key, bodies);
}

const sampleKey = 'sample-request-1';

/**
 * Registers every record action a definition declares: at its path and method, behind its role, with its body
 * (the form's schema, what it sends, the request key) and answer; the resource's hook gives the handler. The
 * record is locked (404 when it is not there or hidden from the actor), the handler and its audit entry (named by
 * the definition, on the definition's audit target) commit together.
 *
 * @example
 * serveActions(app, served); // PUT /reservations/:id/release (REVENUE_PLATFORM) → reservationHooks.actions.release
 */
export function serveActions(app: FastifyInstance, served: ServedResource): void {
  const { definition, table, hooks } = served;
  for (const actions of byCall(definition.actions ?? [])) {
    const [first] = actions;
    if (!first) continue;
    const roles = [...new Set(actions.flatMap((action) => [action.role].flat()))];
    app.withTypeProvider<ZodTypeProvider>().route({
      method: first.call.method,
      url: first.call.path,
      schema: {
        params: idParams,
        body: bodyOf(actions),
        response: { 200: answer },
      },
      config: {
        access: accessOf(roles),
        sample: () => ({
          url: `/api${first.call.path.replace(':id', '1')}`,
          body: {
            ...sampleRecord(first.form ?? [], 'create'),
            ...first.sends,
            ...(first.keyed ? { requestKey: sampleKey } : {}),
          },
          ...(actions.length > 1 ? { alsoNeeds: accessOf(first.role) } : {}),
        }),
      },
      handler: async (request) => {
        const { id } = request.params;
        const body = request.body as Record<string, unknown>;
        const action = actions.find((candidate) =>
          Object.entries(candidate.sends ?? {}).every(([key, value]) => body[key] === value),
        );
        if (!action) throw new Error(`No action of ${definition.name} matches the body`);
        const actor = principalOf(request);
        if (!holdsAny(actor.roles, action.role)) throw needsRole(action.label, action.role);
        const handler = hooks.actions?.[action.name];
        if (!handler) throw new Error(`${definition.name}: action ${action.name} has no handler`);
        return app.db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(table)
            .where(and(eq(table.id, id), hooks.hidden?.(actor)))
            .for('update');
          if (!row) throw notFound(`${definition.label.one} ${id}`);
          const outcome = await handler({ app, tx, actor, id, row, body });
          if (outcome.audit)
            await writeAudit(tx, {
              actor: actor.account,
              action: action.audit,
              target: `${definition.auditTarget ?? definition.name}:${id}`,
              save: actor.save,
              ...outcome.audit,
            });
          return { id, ...outcome.answer };
        });
      },
    });
  }
}
