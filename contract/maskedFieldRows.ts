import type { RoleNeed } from './canAccess';
import type { FieldDefinition } from './FieldDefinition';
import { fieldMasking, type FieldMasking } from './fieldMasking';
import type { ResourceDefinition } from './ResourceDefinition';
import { roleNeedText } from './roleNeedText';

function rowsOf(
  name: string,
  fields: readonly FieldDefinition[],
  prefix = '',
  outer?: FieldMasking,
  outerEdit?: RoleNeed,
  outerReadOnly = false,
): string[][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.source}`;
    const masking = fieldMasking(field, outer);
    const edit = field.access?.edit ?? outerEdit;
    const readOnly = outerReadOnly || Boolean(field.readOnly);
    const nested = field.kind === 'group' || field.kind === 'list';
    const own = masking && (field.masked || field.access?.reveal || field.fourEyes);
    const row = own
      ? [
          [
            name,
            `\`${path}${nested ? '.*' : ''}\``,
            masking.always ? 'always' : 'without the role',
            roleNeedText(masking.reveal),
            `${readOnly ? 'read only' : roleNeedText(edit)}${field.fourEyes ? ', under four eyes' : ''}`,
          ],
        ]
      : [];
    return [...row, ...(nested ? rowsOf(name, field.fields, `${path}.`, masking, edit, readOnly) : [])];
  });
}

/**
 * The rows of docs/API.md's table of masked fields, as cells: per resource, each masked field or part
 * (`private.*`) and each field inside that names its own role, with when it is masked, the role that reveals it
 * and the role that changes it. `npm run docs:api` writes them; a test keeps the document equal to them.
 *
 * @example
 * maskedFieldRows(registry)[0]; // ['members', '`email`', 'without the role', 'MEMBER_EMAIL', 'MEMBER_EMAIL']
 */
export function maskedFieldRows(registry: readonly ResourceDefinition[]): string[][] {
  return registry.flatMap((definition) => rowsOf(definition.name, definition.fields));
}
