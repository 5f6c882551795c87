import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holdsAny } from '../../contract/canAccess';
import { fieldSchema } from '../../contract/recordSchema';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { RelationCall, ResourceDefinition } from '../../contract/ResourceDefinition';
import { relationWriteRole } from '../../contract/relationWriteRole';
import { principalOf } from '../http/accessControl';
import { needsRole } from '../http/needsRole';
import { idParams } from '../http/idParams';
import { accessOf, operationAccess } from './operationAccess';
import type { Db } from '../db/Db';
import { loadRecord } from './readRecords';
import { sampleRecord } from './sampleRecord';
import type { ServedResource } from './ServedResource';

function relationField(definition: ResourceDefinition, relation: RelationCall): FieldDefinition {
  const field = definition.fields.find((candidate) => candidate.source === relation.source);
  if (!field) throw new Error(`${definition.name}: relation ${relation.source} names no field`);
  return field;
}

/** A relation is a set: answered in a stable order, whatever order the rows came in. */
const asSet = (value: unknown) =>
  Array.isArray(value)
    ? [...(value as (string | number)[])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    : value;

/**
 * Registers every relation a definition declares (an account's roles and groups, a group's roles and
 * accounts): GET and PUT at the relation's path. GET needs the record's show rule and the field's read role;
 * PUT the relation's role and the field's read role, with the field's own schema; the resource's hook does the write (its guards, rows
 * and audit entry) and answers the stored value.
 *
 * @example
 * serveRelations(app, served); // GET/PUT /account/:id/roles (VIEW_ROLES / EDIT_ROLES)
 */
export function serveRelations(app: FastifyInstance, served: ServedResource): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { definition, hooks } = served;
  for (const relation of definition.api.relations ?? []) {
    const field = relationField(definition, relation);
    const { source } = field;
    // A relation's value is a whole list, emptied by sending []: the field's schema checks its items.
    const items = fieldSchema({ ...field, required: false }, { strict: true });
    const value = z
      .array(z.unknown(), { error: `${field.label} must be a list` })
      .superRefine((list, context) => {
        const checked = items.safeParse(list);
        if (!checked.success)
          for (const issue of checked.error.issues)
            context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      });
    const sampleUrl = `/api${relation.write.path.replace(':id', '1')}`;
    const read = field.access?.read;
    const write = hooks.relations?.[source];
    if (!write) throw new Error(`${definition.name}: relation ${source} has no write hook`);

    typed.get(
      relation.write.path,
      {
        schema: { params: idParams, response: { 200: z.object({ [source]: z.unknown() }) } },
        config: {
          access: operationAccess(definition).getOne,
          sample: () => ({ url: sampleUrl, ...(read ? { alsoNeeds: accessOf(read) } : {}) }),
        },
      },
      async (request) => {
        const actor = principalOf(request);
        if (read && !holdsAny(actor.roles, read)) throw needsRole(`Reading ${field.label}`, read);
        const record = await loadRecord(app.db, served, request.params.id, actor);
        return { [source]: asSet(record[source]) };
      },
    );

    typed.put(
      relation.write.path,
      {
        schema: {
          params: idParams,
          body: z.object({ [source]: value }).strict(),
          response: { 200: z.object({ [source]: z.unknown() }) },
        },
        config: {
          access: accessOf(relationWriteRole(definition, relation)),
          sample: () => ({
            url: sampleUrl,
            body: { [source]: sampleRecord([{ ...field, required: true }], 'create')[source] },
            ...(read ? { alsoNeeds: accessOf(read) } : {}),
          }),
        },
      },
      async (request) => {
        const { id } = request.params;
        const actor = principalOf(request);
        // Nobody replaces a list they may not read, as no field is changed blind (assertMayEdit).
        if (read && !holdsAny(actor.roles, read)) throw needsRole(`Changing ${field.label}`, read);
        const lockRecord = (tx: Db) => loadRecord(tx, served, id, actor, { forUpdate: true });
        const kind = definition.auditTarget ?? definition.name;
        const auditEntry = (before: unknown, after: unknown) => ({
          actor: actor.account,
          save: actor.save,
          action: `${kind}.${source}`,
          target: `${kind}:${id}`,
          before: { [source]: before },
          after: { [source]: after },
        });
        const stored = await write({ app, actor, id, value: request.body[source], lockRecord, auditEntry });
        return { [source]: stored };
      },
    );
  }
}
