import { FilterButton } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { useFilterInputs } from './useFilterInputs';

/** "Add filter": the definition's filters that are not always shown, each added to the filter bar when chosen. */
export function ListFilterButton({ definition }: { definition: ResourceDefinition }) {
  return <FilterButton filters={useFilterInputs(definition)} />;
}
