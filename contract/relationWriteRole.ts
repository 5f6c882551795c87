import type { RoleNeed } from './canAccess';
import type { RelationCall, ResourceDefinition } from './ResourceDefinition';

/**
 * Who may write a relation: its own `role`, else the field's edit role, else whoever may edit the record. The
 * server guards the relation's PUT with it and docs/API.md lists it.
 *
 * @example
 * relationWriteRole(groups, groups.api.relations[0]); // 'EDIT_ROLES', the roles field's edit role
 */
export function relationWriteRole(
  definition: ResourceDefinition,
  relation: RelationCall,
): RoleNeed | undefined {
  const field = definition.fields.find((candidate) => candidate.source === relation.source);
  return relation.role ?? field?.access?.edit ?? definition.access?.edit;
}
