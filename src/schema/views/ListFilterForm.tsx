import { useMemo } from 'react';
import { FilterContext, FilterForm } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { FilterInput } from './FilterInput';

/** The list's filter bar: react-admin's filter form over the definition's filters, live as staff type. */
export function ListFilterForm({ definition }: { definition: ResourceDefinition }) {
  const filters = useMemo(
    () =>
      (definition.list?.filters ?? []).map((filter) => (
        <FilterInput key={filter.source} field={filter} alwaysOn={filter.alwaysOn} />
      )),
    [definition],
  );
  return (
    <FilterContext.Provider value={filters}>
      <FilterForm />
    </FilterContext.Provider>
  );
}
