import { createElement, type ComponentType } from 'react';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import type { FieldDefinition, ListField } from '../../../contract/FieldDefinition';

export interface ListItemsInputProps {
  field: ListField;
  disabled?: boolean;
  masked: boolean;
  /** Draws each item's field: FieldInput, passed in because FieldInput draws this lazily. */
  itemInput: ComponentType<{ field: FieldDefinition; source: string; disabled?: boolean; masked: boolean }>;
}

/** A list field's items, one row of its fields' inputs each, with buttons to add, remove and reorder them. */
export function ListItemsInput({ field, disabled, masked, itemInput: ItemInput }: ListItemsInputProps) {
  return (
    <ArrayInput source={field.source} label={field.label}>
      {/* Children as separate arguments: react-admin reads a lone item input with Children.only. */}
      {createElement(
        SimpleFormIterator,
        { inline: true, disabled },
        ...field.fields.map((inner) => (
          <ItemInput
            key={inner.source}
            source={inner.source}
            field={inner}
            disabled={disabled}
            masked={masked}
          />
        )),
      )}
    </ArrayInput>
  );
}
