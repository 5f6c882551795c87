import type { RoleNeed } from './canAccess';
import type { FieldDefinition } from './FieldDefinition';
import { fieldMasking, type FieldMasking } from './fieldMasking';
import { offers } from './offers';
import type { ResourceDefinition } from './ResourceDefinition';

interface Leaf {
  path: string;
  field: FieldDefinition;
  masking: FieldMasking | undefined;
  /** The read and edit roles of the field or of a group around it. */
  read: RoleNeed | undefined;
  edit: RoleNeed | undefined;
  readOnly: boolean;
}

function leavesOf(
  fields: readonly FieldDefinition[],
  outer?: Omit<Leaf, 'field' | 'path'>,
  prefix = '',
): Leaf[] {
  return fields.flatMap((field) => {
    const leaf = {
      path: `${prefix}${field.source}`,
      field,
      masking: fieldMasking(field, outer?.masking),
      read: field.access?.read ?? outer?.read,
      edit: field.access?.edit ?? outer?.edit,
      readOnly: Boolean(field.readOnly || field.derived || outer?.readOnly),
    };
    if (field.kind === 'group' || field.kind === 'list') return leavesOf(field.fields, leaf, `${leaf.path}.`);
    return [leaf];
  });
}

const isOpen = (need: RoleNeed | undefined) =>
  need !== undefined && typeof need !== 'string' && need.length === 0;

/**
 * Personal or money data: what an open rule may not carry (deny by default on data too,
 * docs/architecture.md#security).
 */
function isSensitive(leaf: Leaf): boolean {
  const { field } = leaf;
  return Boolean(leaf.masking || field.fourEyes || field.kind === 'money' || field.kind === 'email');
}

/**
 * What a definition leaves open that it must not (issue 22, deny by default on data): every operation it offers
 * and every action declares a role; every masked field names the role that reveals it; an operation declared
 * `OPEN` reads no personal or money data in clear and writes none that has no role of its own. The server
 * refuses to start with any of these, and a test holds the registry to it.
 *
 * @example
 * dataAccessProblems(wallets); // ['wallets: list is open, but carries personal or money data (bundles.price)']
 */
export function dataAccessProblems(definition: ResourceDefinition): string[] {
  const { name, access = {} } = definition;
  const problems: string[] = [];
  const leaves = leavesOf(definition.fields);
  const reads: [string, RoleNeed | undefined, boolean][] = [
    ['list', access.list, offers(definition, 'getList')],
    ['show', access.show ?? access.list, offers(definition, 'getOne') || offers(definition, 'getList')],
    ['export', access.export ?? access.list, Boolean(definition.list?.exportName)],
  ];
  const writes: [string, RoleNeed | undefined, boolean][] = [
    ['create', access.create, offers(definition, 'create')],
    ['edit', access.edit, offers(definition, 'update')],
    ['delete', access.delete, offers(definition, 'delete') || offers(definition, 'deleteMany')],
  ];
  for (const [operation, need, offered] of [...reads, ...writes])
    if (offered && need === undefined) problems.push(`${name}: ${operation} declares no role`);
  for (const action of definition.actions ?? [])
    if (action.role === undefined || isOpen(action.role))
      problems.push(`${name}: action ${action.name} declares no role`);
  for (const leaf of leaves)
    if (leaf.masking && leaf.masking.reveal === undefined)
      problems.push(`${name}.${leaf.path} is masked but names no role that reveals it`);
  const sensitive = leaves.filter(isSensitive);
  const readInClear = sensitive.filter((leaf) => !leaf.masking && leaf.read === undefined);
  const writable = sensitive.filter((leaf) => !leaf.readOnly && leaf.edit === undefined);
  const exposed = (operation: string, need: RoleNeed | undefined, offered: boolean, found: Leaf[]) => {
    if (offered && isOpen(need) && found.length > 0)
      problems.push(
        `${name}: ${operation} is open, but carries personal or money data (${found.map((leaf) => leaf.path).join(', ')})`,
      );
  };
  for (const [operation, need, offered] of reads) exposed(operation, need, offered, readInClear);
  for (const [operation, need, offered] of writes.slice(0, 2)) exposed(operation, need, offered, writable);
  return problems;
}
