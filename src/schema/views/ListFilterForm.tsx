import { FilterContext, FilterForm } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { useFilterInputs } from './useFilterInputs';

/** The list's filter bar: react-admin's filter form over the definition's filters, live as staff type. */
export function ListFilterForm({ definition }: { definition: ResourceDefinition }) {
  return (
    <FilterContext.Provider value={useFilterInputs(definition)}>
      <FilterForm />
    </FilterContext.Provider>
  );
}
