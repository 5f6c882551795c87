import { useMemo } from 'react';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { FilterInput } from './FilterInput';

/** The inputs of a definition's list filters, as react-admin's filter form and filter button take them. */
export function useFilterInputs(definition: ResourceDefinition) {
  return useMemo(
    () =>
      (definition.list?.filters ?? []).map((filter) => (
        <FilterInput
          key={filter.source}
          field={filter}
          source={filter.source}
          label={filter.label}
          alwaysOn={filter.alwaysOn}
        />
      )),
    [definition],
  );
}
