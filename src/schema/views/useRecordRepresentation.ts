import { useContext } from 'react';
import { RegistryContext } from './RegistryContext';

/**
 * The field naming a record of `resource` (its definition's `recordRepresentation`), for reference
 * inputs and chips; `name` when the resource is not registered.
 *
 * @example
 * const optionText = useRecordRepresentation('accounts'); // 'username'
 */
export function useRecordRepresentation(resource: string): string {
  const registry = useContext(RegistryContext);
  return registry.find((definition) => definition.name === resource)?.recordRepresentation ?? 'name';
}
