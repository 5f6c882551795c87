import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';
import { isEmptyValue } from '../../contract/isEmptyValue';
import type { RecordAction, ResourceDefinition } from '../../contract/ResourceDefinition';
import { valueAt } from '../../contract/valueAt';

/** A field of the record and its value, to show as the record's list shows it. */
export interface SubjectFact {
  field: FieldDefinition;
  value: unknown;
}

type Record = { [key: string]: unknown };

/**
 * Whom and what an action's confirmation names: the fact that names the record in its title, and the others it
 * lists ({@link RecordAction.subject}); without a subject the record's name (`recordRepresentation`) and nothing
 * else. Empty values are left out.
 *
 * @example
 * actionSubject(invalidChats, refund, chat); // { name: { field: Member, value: 12 }, facts: [Credits 40, …] }
 */
export function actionSubject(
  definition: Pick<ResourceDefinition, 'fields' | 'recordRepresentation'>,
  action: Pick<RecordAction, 'subject'>,
  record: Record | undefined,
): { name: SubjectFact | undefined; facts: SubjectFact[] } {
  if (!record) return { name: undefined, facts: [] };
  const sources = action.subject ?? [definition.recordRepresentation];
  const facts = sources.flatMap((source): SubjectFact[] => {
    const value = valueAt(record, source);
    if (isEmptyValue(value) || (Array.isArray(value) && value.length === 0)) return [];
    const field = findField(definition.fields, source) ?? { source, label: source, kind: 'text' };
    return [{ field, value }];
  });
  const [name, ...others] = facts;
  return { name, facts: action.subject ? others : [] };
}
