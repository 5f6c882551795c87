import type { AccessRules } from './canAccess';
import type { FieldDefinition } from './FieldDefinition';
import { fieldMasking, type FieldMasking } from './fieldMasking';
import type { ResourceDefinition } from './ResourceDefinition';

type Rules = AccessRules[string];

const compact = (rules: Rules): Rules =>
  Object.fromEntries(Object.entries(rules).filter(([, role]) => role !== undefined));

function fieldRules(
  name: string,
  fields: readonly FieldDefinition[],
  prefix = '',
  outer?: FieldMasking,
): AccessRules {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const path = `${prefix}${field.source}`;
      const masking = fieldMasking(field, outer);
      // A masked value reveals only to its role (dataAccessProblems makes every masked field name one).
      const reveal = field.kind !== 'group' && field.kind !== 'list' ? masking?.reveal : undefined;
      const rules = compact({ read: field.access?.read, edit: field.access?.edit, reveal });
      const own = Object.keys(rules).length > 0 ? [[`${name}.${path}`, rules]] : [];
      const nested =
        field.kind === 'group' || field.kind === 'list'
          ? Object.entries(fieldRules(name, field.fields, `${path}.`, masking))
          : [];
      return [...own, ...nested];
    }),
  );
}

/**
 * The access rules the definitions declare, for the one canAccess policy: per resource its operations
 * (`page`, `list`, `show`, `create`, `edit`, `delete`, `export`) and record actions (by name), and per guarded field
 * `<resource>.<field>` (list items without their index: `performers.attachments.file`) with `read`, `edit` and,
 * for a masked one, `reveal`.
 *
 * @example
 * resourceAccessRules(registry).accounts.delete; // 'REMOVE_ACCOUNTS'
 * resourceAccessRules(registry)['accounts.roles'].edit; // 'EDIT_ROLES'
 */
export function resourceAccessRules(registry: readonly ResourceDefinition[]): AccessRules {
  return Object.fromEntries(
    registry.flatMap((definition) => {
      const access = definition.access ?? {};
      const operations = compact({
        page: access.page ?? access.list,
        list: access.list,
        show: access.show ?? access.list,
        create: access.create,
        edit: access.edit,
        delete: access.delete,
        export: access.export,
        ...Object.fromEntries((definition.actions ?? []).map((action) => [action.name, action.role])),
      });
      return [
        [definition.name, operations],
        ...Object.entries(fieldRules(definition.name, definition.fields)),
      ];
    }),
  );
}
