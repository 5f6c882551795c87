import type { RaRecord } from 'ra-core';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * What names a record in headings and confirmations: its definition's `recordRepresentation` value, or
 * undefined when the record is not loaded or that value is empty.
 *
 * @example
 * recordName(accounts, { id: 7, username: 'ann' }); // 'ann'
 */
export function recordName(
  definition: Pick<ResourceDefinition, 'recordRepresentation'>,
  record: RaRecord | undefined,
): string | undefined {
  const value: unknown = record?.[definition.recordRepresentation];
  return value === undefined || value === null || value === '' ? undefined : String(value);
}
