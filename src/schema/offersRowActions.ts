import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/** Whether a definition's list offers record actions on each row (`inList`), e.g. approving performers. */
export const offersRowActions = (definition: ResourceDefinition): boolean =>
  definition.actions?.some((action) => action.inList) ?? false;
