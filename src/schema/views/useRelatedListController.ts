import { useResourceDefinition } from 'react-admin';
import { useAccess } from '../../auth/useAccess';
import type { RelatedList } from '../../../contract/ResourceDefinition';
import type { DefinitionOptions } from '../DefinitionOptions';

/**
 * One related list of a record page: the other resource's definition, and whether the user may list it
 * (asked before anything is loaded).
 *
 * @example
 * const { definition, isPending, canList } = useRelatedListController({ resource: 'memberPayments', target: 'member', label: 'Payments' });
 */
export function useRelatedListController(related: RelatedList) {
  const definition = useResourceDefinition<DefinitionOptions>({ resource: related.resource }).options
    ?.definition;
  const { canAccess, isPending } = useAccess({ resource: related.resource, action: 'list' });
  return { definition, isPending, canList: canAccess === true } as const;
}
