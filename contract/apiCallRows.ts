import type { ApiCall } from './ApiCall';
import { findField } from './findField';
import { offers } from './offers';
import { relationWriteRole } from './relationWriteRole';
import type { ResourceDefinition } from './ResourceDefinition';
import { resourceAccessRules } from './resourceAccessRules';
import { roleNeedText } from './roleNeedText';

function callText(call: ApiCall): string {
  if (call.via === 'forward') return `${call.method} /forwarding/${call.api}, route ${call.route}`;
  return `${call.via === 'socket' ? 'socket ' : ''}${call.method} ${call.path}`;
}

/** The calls of a simple-rest resource, as ra-data-simple-rest makes them, where the resource offers them. */
function restCalls(definition: ResourceDefinition, base: string): ResourceDefinition['api'] {
  const at = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, offered: boolean) =>
    offered ? { method, path } : undefined;
  const offered = (operation: Parameters<typeof offers>[1]) => offers(definition, operation);
  return {
    getList: at('GET', base, true),
    getOne: at('GET', `${base}/:id`, true),
    create: at('POST', base, offered('create')),
    update: at('PUT', `${base}/:id`, offered('update')),
    delete: at('DELETE', `${base}/:id`, offered('delete')),
    deleteMany: at('DELETE', base, offered('deleteMany')),
    reveal: definition.api.reveal,
  };
}

function rowsOf(definition: ResourceDefinition): string[][] {
  const { name, api } = definition;
  const rules = resourceAccessRules([definition])[name] ?? {};
  const calls = api.rest ? restCalls(definition, api.rest) : api;
  const listRole = roleNeedText(rules.list);
  const byId = rules.show !== rules.list ? ` (by id: ${roleNeedText(rules.show)})` : '';
  const operations: [string, ApiCall | undefined, string][] = [
    ['list', calls.getList, `${listRole}${byId}`],
    ['one record', calls.getOne, roleNeedText(rules.show)],
    ['create', calls.create, roleNeedText(rules.create)],
    ['update', calls.update, roleNeedText(rules.edit)],
    ['delete', calls.delete, roleNeedText(rules.delete)],
    ['delete several', calls.deleteMany, roleNeedText(rules.delete)],
    ['reveal', calls.reveal, `${roleNeedText(rules.show)}, and the field's (masked fields below)`],
    ['export (CSV)', definition.list?.exportCall, roleNeedText(rules.export ?? rules.list)],
  ];
  // A relation is read with the record's show rule and the field's read role, at the path it is written at, and
  // changed with its write role and the field's read role (nobody replaces a list they may not read).
  const relations = (api.relations ?? []).flatMap((relation): [string, ApiCall, string][] => {
    const { source, write } = relation;
    const read = findField(definition.fields, source)?.access?.read;
    const andRead = (need: string) => (read ? `${need}, and ${roleNeedText(read)}` : need);
    return [
      [`read \`${source}\``, { method: 'GET', path: write.path }, andRead(roleNeedText(rules.show))],
      [`change \`${source}\``, write, andRead(roleNeedText(relationWriteRole(definition, relation)))],
    ];
  });
  const actions = (definition.actions ?? []).map((action): [string, ApiCall, string] => [
    `${action.label} (\`${action.name}\`)`,
    action.call,
    roleNeedText(action.role),
  ]);
  return [...operations, ...relations, ...actions].flatMap(([operation, call, role]) =>
    call ? [[name, operation, callText(call), role]] : [],
  );
}

/**
 * The rows of docs/API.md's table of declared resources, as cells: per resource, each call it is served at
 * (its operations, simple-rest's where it follows those conventions, its relations and its record actions) with
 * the role the call needs. `npm run docs:api` writes them; a test keeps the document equal to them.
 *
 * @example
 * apiCallRows(registry)[0]; // ['accounts', 'list', 'GET /login/accounts', 'VIEW_ACCOUNTS']
 */
export function apiCallRows(registry: readonly ResourceDefinition[]): string[][] {
  return registry.flatMap(rowsOf);
}
