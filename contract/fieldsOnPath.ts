import type { FieldDefinition } from './FieldDefinition';

/**
 * The fields a dotted path (`prices.vip`) passes through, outermost first, as far as the definition names them: a
 * group's or a list's fields are followed, anything past another field (a list's index) or an unknown name ends
 * the walk. Whoever asks what the path allows checks each of them (a read role on the group hides all inside it).
 *
 * @example
 * fieldsOnPath(tariffGroups.fields, 'prices.vip'); // [prices, vip]
 * fieldsOnPath(tariffGroups.fields, 'note'); // []
 */
export function fieldsOnPath(fields: readonly FieldDefinition[], path: string): FieldDefinition[] {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.source === head);
  if (!field) return [];
  if (rest.length === 0 || (field.kind !== 'group' && field.kind !== 'list')) return [field];
  return [field, ...fieldsOnPath(field.fields, rest.join('.'))];
}
