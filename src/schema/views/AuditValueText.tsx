import type { AuditValue } from '../auditRows';
import { ReferenceNames } from './ReferenceNames';

/** One side of a change in the history: text, '(none)' when empty, or the referenced records by name. */
export function AuditValueText({ value }: { value: AuditValue }) {
  if (typeof value !== 'string') return <ReferenceNames reference={value.reference} ids={value.ids} />;
  return <span>{value === '' ? '(none)' : value}</span>;
}
