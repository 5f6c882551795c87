import { useAccess } from '../../auth/useAccess';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { ResourceList } from './ResourceList';
import { RoleNeeded } from './RoleNeeded';

/**
 * The list screen of a definition. The page may be open to someone its list is not (members: the page is open,
 * listing needs SEARCH_MEMBER): they are told the role, and no list is asked of the API.
 */
export function ResourceListPage({ definition }: { definition: ResourceDefinition }) {
  const { canAccess, isPending } = useAccess({ resource: definition.name, action: 'list' });
  if (isPending) return null;
  if (!canAccess)
    return <RoleNeeded need={definition.access?.list} to={`list ${definition.label.many.toLowerCase()}`} />;
  return <ResourceList definition={definition} />;
}
