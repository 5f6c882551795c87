import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { ChoicePicker } from './ChoicePicker';
import { MoneyInput } from './MoneyInput';
import { ReferenceFieldInput } from './ReferenceFieldInput';

/**
 * A list filter's input: the light inputs a filter needs, so the list screen does not load the form-only inputs
 * of FieldInput (image upload with its drop zone, lists of sub-records).
 */
export function FilterInput({ field }: { field: FieldDefinition; alwaysOn?: boolean }) {
  const common = { source: field.source, label: field.label, helperText: false as const };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      // Same pickers as FieldInput: grouped choices (the role catalogue) keep their group headings.
      return field.multiple || field.choices.some((choice) => choice.group) ? (
        <ChoicePicker {...common} choices={field.choices} multiple={field.multiple} wide />
      ) : (
        <SelectInput {...common} choices={[...field.choices]} />
      );
    case 'reference':
      return <ReferenceFieldInput field={field} />;
    case 'integer':
      return <NumberInput {...common} />;
    case 'money':
      return <MoneyInput {...common} currency={field.currency} />;
    case 'date':
    case 'datetime':
      return <DateInput {...common} />;
    default:
      return <TextInput {...common} />;
  }
}
