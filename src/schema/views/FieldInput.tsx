import { createElement } from 'react';
import { Box, InputAdornment, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  ImageField,
  ImageInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import type { Choice, FieldDefinition } from '../FieldDefinition';
import { displayValue } from '../displayValue';
import { IMAGE_LIMITS } from '../imageLimits';
import { imageDimensionsError } from '../imageDimensionsError';
import { toInteger } from '../toInteger';
import { valueAt } from '../valueAt';
import { ReferenceFieldInput } from './ReferenceFieldInput';

export interface FieldInputProps {
  field: FieldDefinition;
  disabled?: boolean;
  /** In a record form: say under the input when its value differs from the record as loaded (spec §4). */
  tracked?: boolean;
  /** Read by react-admin's filter form: the filter is shown without picking it first. */
  alwaysOn?: boolean;
  /** Read by react-admin's list iterator to build a new item's keys; the field's own source is used. */
  source?: string;
}

const groupOf = (choice: Choice) => choice.group ?? '';
const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] };

/** The input for one field, chosen by its kind; nested groups and lists render their own fields inside. */
export function FieldInput({ field, disabled, tracked }: FieldInputProps) {
  const { dirtyFields } = useFormState({ name: field.source });
  const changed = tracked && field.kind !== 'group' && Boolean(valueAt(dirtyFields, field.source));
  const common = {
    source: field.source,
    label: field.label,
    disabled,
    readOnly: field.readOnly,
    helperText: changed
      ? ['Changed', field.helperText].filter(Boolean).join(' · ')
      : (field.helperText ?? false),
  };
  const grouped = field.kind === 'enum' && field.choices.some((choice) => choice.group);
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} multiline={field.multiline} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'integer':
      return <NumberInput {...common} step={1} parse={toInteger} />;
    case 'money':
      return (
        <NumberInput
          {...common}
          step={0.01}
          slotProps={{
            input: {
              startAdornment: <InputAdornment position="start">{field.currency ?? '€'}</InputAdornment>,
            },
          }}
        />
      );
    case 'date':
    case 'datetime':
      // The browser's date pickers show its locale; a value that cannot be edited reads as spec §9 says.
      if (field.readOnly) return <TextInput {...common} format={(value) => displayValue(field, value)} />;
      return field.kind === 'date' ? <DateInput {...common} /> : <DateTimeInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      if (field.multiple)
        return <AutocompleteArrayInput {...common} choices={[...field.choices]} groupBy={groupOf} />;
      return grouped ? (
        <AutocompleteInput {...common} choices={[...field.choices]} groupBy={groupOf} />
      ) : (
        <SelectInput {...common} choices={[...field.choices]} />
      );
    case 'image':
      return (
        <ImageInput
          {...common}
          accept={ACCEPT}
          maxSize={IMAGE_LIMITS.maxBytes}
          validate={(value: { rawFile?: unknown } | undefined) =>
            imageDimensionsError(field.label, value?.rawFile)
          }
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      );
    case 'reference':
      return <ReferenceFieldInput field={field} disabled={disabled} />;
    case 'group':
      return (
        <Box>
          <Typography variant="subtitle2">{field.label}</Typography>
          {field.fields.map((inner) => (
            <FieldInput
              key={inner.source}
              field={{ ...inner, source: `${field.source}.${inner.source}` }}
              disabled={disabled}
              tracked={tracked}
            />
          ))}
        </Box>
      );
    case 'list':
      return (
        <ArrayInput source={field.source} label={field.label}>
          {/* Children as separate arguments: react-admin reads a lone item input with Children.only. */}
          {createElement(
            SimpleFormIterator,
            { inline: true, disabled },
            ...field.fields.map((inner) => (
              <FieldInput key={inner.source} source={inner.source} field={inner} disabled={disabled} />
            )),
          )}
        </ArrayInput>
      );
  }
}
