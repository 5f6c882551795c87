import { useContext } from 'react';
import { useAccess } from '../../auth/useAccess';
import type { RelatedList } from '../../../contract/ResourceDefinition';
import { RegistryContext } from './RegistryContext';

/**
 * One related list of a record page: the other resource's definition, and whether the user may list it
 * (asked before anything is loaded).
 *
 * @example
 * const { definition, isPending, canList } = useRelatedListController({ resource: 'memberPayments', target: 'member', label: 'Payments' });
 */
export function useRelatedListController(related: RelatedList) {
  const registry = useContext(RegistryContext);
  const definition = registry.find((candidate) => candidate.name === related.resource);
  const { canAccess, isPending } = useAccess({ resource: related.resource, action: 'list' });
  return { definition, isPending, canList: canAccess === true } as const;
}
