import type { SubjectFact } from '../actionSubject';
import { displayValue } from '../displayValue';
import { referencedIds } from '../referencedIds';
import { ReferenceNames } from './ReferenceNames';

/** A value as the record's list shows it: referenced records by name, the rest as text. */
export function SubjectValue({ field, value }: SubjectFact) {
  if (field.kind === 'reference')
    return <ReferenceNames reference={field.reference} ids={referencedIds(value)} />;
  return <>{displayValue(field, value)}</>;
}
