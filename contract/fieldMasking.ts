import { holdsAny, type RoleNeed } from './canAccess';
import type { FieldDefinition } from './FieldDefinition';

/** How one field is masked, its own way or its group's: always, or only for those who lack `reveal`. */
export interface FieldMasking {
  always: boolean;
  /** The role that reveals the clear value: the field's own `access.reveal`, else its group's. */
  reveal: RoleNeed | undefined;
}

/**
 * The masking of a field inside a group masked as `outer` (undefined: not inside a masked group). A field with
 * its own `masked` sets the mode; its own `access.reveal` overrides the group's role.
 *
 * @example
 * fieldMasking(iban, fieldMasking(privatePart)); // { always: true, reveal: 'REVENUE_PLATFORM' }
 */
export function fieldMasking(field: FieldDefinition, outer?: FieldMasking): FieldMasking | undefined {
  if (!field.masked && !outer) return undefined;
  return {
    always: field.masked ? field.masked === true : (outer?.always ?? false),
    reveal: field.access?.reveal ?? outer?.reveal,
  };
}

/**
 * Whether someone holding `roles` is sent the mask: always-masked values go masked to everyone (the reveal call
 * gives them clear, with a reason), the others only to those who lack the reveal role.
 *
 * @example
 * masksFor(fieldMasking(memberEmail), ['MEMBER_EMAIL']); // false: its holders see it clear
 */
export function masksFor(masking: FieldMasking | undefined, roles: readonly string[]): boolean {
  if (!masking) return false;
  if (masking.always) return true;
  return masking.reveal === undefined || !holdsAny(roles, masking.reveal);
}

/**
 * Whether someone holding `roles` may ask for the clear value: a masked field reveals only to its role.
 *
 * @example
 * mayReveal(fieldMasking(iban, privatePart), ['MEMBER_DETAIL']); // false: bank data needs REVENUE_PLATFORM
 */
export function mayReveal(masking: FieldMasking | undefined, roles: readonly string[]): boolean {
  return masking?.reveal !== undefined && holdsAny(roles, masking.reveal);
}

/**
 * The role someone holding `roles` lacks to learn the value at a dotted path (`private.identity_ssn`), by reading,
 * revealing, filtering or sorting; undefined when they may. Filters and sorts on a value one may not see would
 * give it away a letter at a time.
 *
 * @example
 * roleToLearn(members.fields, 'email', ['SEARCH_MEMBER']); // 'MEMBER_EMAIL'
 */
export function roleToLearn(
  fields: readonly FieldDefinition[],
  path: string,
  roles: readonly string[],
  outer?: FieldMasking,
): RoleNeed | undefined {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.source === head);
  if (!field) return undefined;
  if (field.access?.read && !holdsAny(roles, field.access.read)) return field.access.read;
  const masking = fieldMasking(field, outer);
  if (rest.length > 0 && (field.kind === 'group' || field.kind === 'list'))
    return roleToLearn(field.fields, rest.join('.'), roles, masking);
  if (!masking || mayReveal(masking, roles)) return undefined;
  return masking.reveal ?? [];
}
