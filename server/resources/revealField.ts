import type { FastifyInstance } from 'fastify';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { mayReadField } from '../../contract/mayReadField';
import { fieldMasking, mayReveal, type FieldMasking } from '../../contract/fieldMasking';
import type { Principal } from '../auth/Principal';
import { validationError } from '../http/ApiError';
import { needsRole } from '../http/needsRole';
import { writeAudit } from '../trail/writeAudit';
import { imageDataUrls, imageIdOf } from './imageStore';
import { loadRecord } from './readRecords';
import type { ServedResource } from './ServedResource';

/** The field at a dotted path (`private.account_iban`, `attachments.0.file`), its value, and how it is masked. */
function locate(
  fields: readonly FieldDefinition[],
  value: unknown,
  steps: string[],
  outer?: FieldMasking,
): { field: FieldDefinition; value: unknown; masking: FieldMasking | undefined } | undefined {
  const [step, ...rest] = steps;
  const field = fields.find((candidate) => candidate.source === step);
  if (!field || typeof value !== 'object' || value === null) return undefined;
  const inner = (value as Record<string, unknown>)[field.source];
  const masking = fieldMasking(field, outer);
  if (rest.length === 0)
    return field.kind === 'group' || field.kind === 'list' ? undefined : { field, value: inner, masking };
  if (field.kind === 'group') return locate(field.fields, inner, rest, masking);
  if (field.kind === 'list' && Array.isArray(inner) && /^\d+$/.test(rest[0] ?? ''))
    return locate(field.fields, inner[Number(rest[0])], rest.slice(1), masking);
  return undefined;
}

/**
 * The clear value of one masked field, for a stated reason: the only way private data leaves the server. The
 * reveal is written to the record's history with its reason. Images come as `data:` URLs.
 *
 * @example
 * await revealField(app, served, 12, 'private.account_iban', 'Payout bounced, checking the IBAN', principal);
 */
export async function revealField(
  app: FastifyInstance,
  served: ServedResource,
  id: number,
  path: string,
  reason: string,
  actor: Principal,
): Promise<{ field: string; value: unknown }> {
  const record = await loadRecord(app.db, served, id, actor);
  const found = locate(served.definition.fields, record, path.split('.'));
  const readable = found && mayReadField(found.field, actor.roles);
  if (!found?.masking || !readable)
    throw validationError({ field: `${path} is not a private field of this record` });
  if (!mayReveal(found.masking, actor.roles))
    throw needsRole(`Revealing ${found.field.label}`, found.masking.reveal);
  const imageId = found.field.kind === 'image' ? imageIdOf(found.value) : undefined;
  const value =
    imageId === undefined
      ? (found.value ?? null)
      : ((await imageDataUrls(app.db, [imageId])).get(imageId) ?? null);
  const { auditTarget } = served.definition;
  if (auditTarget) {
    await writeAudit(app.db, {
      actor: actor.account,
      action: `${auditTarget}.reveal`,
      target: `${auditTarget}:${id}`,
      changes: { [path]: { before: null, after: `Revealed: ${reason}` } },
    });
  }
  return { field: path, value };
}
