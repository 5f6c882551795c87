import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * The `options` of a resource in react-admin's registry: its label (react-admin's menu and titles read it) and its
 * whole definition, for the generic screens that draw another resource's records (related lists, exports).
 */
export interface DefinitionOptions {
  label: string;
  definition: ResourceDefinition;
}
