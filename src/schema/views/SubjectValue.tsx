import { RecordContextProvider, type RaRecord } from 'react-admin';
import type { SubjectFact } from '../actionSubject';
import { displayValue } from '../displayValue';
import { ReferenceValue } from './ReferenceValue';

/**
 * A value of `record` as its list shows it: referenced records by name (from the list page's references when there
 * is one), the rest as text. The record is given, not read from the context: a dialog's form puts its own there.
 */
export function SubjectValue({ fact, record }: { fact: SubjectFact; record: RaRecord }) {
  if (fact.field.kind !== 'reference') return <>{displayValue(fact.field, fact.value)}</>;
  return (
    <RecordContextProvider value={record}>
      <ReferenceValue field={fact.field} />
    </RecordContextProvider>
  );
}
