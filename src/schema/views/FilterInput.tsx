import { Suspense, type ReactNode } from 'react';
import { BooleanInput, DateInput, LoadingInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { afterFirstContent } from '../../lib/firstContent';
import { lazyExport } from '../../lib/lazyExport';
import { RenderedLater } from '../../lib/RenderedLater';
import { dayInputValue } from '../dayInputValue';
import { MoneyInput } from './MoneyInput';

// Autocomplete pickers are a large part of a list's code: they follow the first rows instead of holding them up.
const ChoicePicker = lazyExport(
  afterFirstContent(() => import('./ChoicePicker').then((module) => module.ChoicePicker)),
);
const ReferenceFieldInput = lazyExport(
  afterFirstContent(() => import('./ReferenceFieldInput').then((module) => module.ReferenceFieldInput)),
);

/** Holds the picker's place, at an autocomplete's size, while its code arrives. */
const pickerPlace = (label: string, wide?: boolean) => (
  // No spinner inside (react-admin adds an unnamed one after `timeout`): the route's progress bar says it loads.
  <LoadingInput label={label} helperText={false} timeout={600_000} sx={{ width: wide ? 320 : 160 }} />
);

/**
 * A picker, in a render after the filter bar's own: an autocomplete's mount is a task of its own (it measures its
 * input and draws again at once), which on a list's first page came on top of the filter form's mount, one task of
 * ~180 ms under 4× CPU. Its place is held at its size meanwhile.
 */
function PickerLater({ place, children }: { place: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={place}>
      <RenderedLater fallback={place}>{children}</RenderedLater>
    </Suspense>
  );
}

export interface FilterInputProps {
  field: FieldDefinition;
  // react-admin's filter form and filter button read these off the element (which filters show, what the menu
  // names): the field's own source and label.
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/**
 * A list filter's input: the light inputs a filter needs, so the list screen does not load the form-only inputs
 * of FieldInput (image upload with its drop zone, lists of sub-records).
 */
export function FilterInput({ field }: FilterInputProps) {
  const common = { source: field.source, label: field.label, helperText: false as const };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      // Same pickers as FieldInput: grouped choices (the role catalogue) keep their group headings.
      return field.multiple || field.choices.some((choice) => choice.group) ? (
        <PickerLater place={pickerPlace(field.label, true)}>
          <ChoicePicker {...common} choices={field.choices} multiple={field.multiple} wide />
        </PickerLater>
      ) : (
        <SelectInput {...common} choices={[...field.choices]} />
      );
    case 'reference':
      return (
        <PickerLater place={pickerPlace(field.label)}>
          <ReferenceFieldInput field={field} />
        </PickerLater>
      );
    case 'integer':
      return <NumberInput {...common} />;
    case 'money':
      return <MoneyInput {...common} currency={field.currency} />;
    case 'date':
    case 'datetime':
      return <DateInput {...common} format={dayInputValue} />;
    default:
      return <TextInput {...common} />;
  }
}
