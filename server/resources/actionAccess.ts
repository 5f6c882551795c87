import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import type { Access } from '../http/Access';
import { accessOf } from './operationAccess';

/**
 * The access rule of the route that serves a definition's record actions, from the roles those actions declare
 * (any of them, when one route serves several: approve and deny), so the route and the button never disagree.
 * An action that is missing or declares no role stops the start.
 *
 * @example
 * config: { access: actionAccess(reservations, 'release') } // 'REVENUE_PLATFORM'
 */
export function actionAccess(definition: ResourceDefinition, ...names: readonly string[]): Access {
  const roles = names.flatMap((name) => {
    const action = definition.actions?.find((candidate) => candidate.name === name);
    const need = action?.role === undefined ? [] : [action.role].flat();
    if (need.length === 0) throw new Error(`${definition.name}: action ${name} declares no role`);
    return need;
  });
  return accessOf([...new Set(roles)]);
}
