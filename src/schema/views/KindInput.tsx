import { Box } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  ImageField,
  ImageInput,
  NumberInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { IMAGE_LIMITS } from '../../../contract/imageLimits';
import { dayInputValue } from '../dayInputValue';
import { displayValue } from '../displayValue';
import { imageDimensionsError } from '../imageDimensionsError';
import { toInteger } from '../toInteger';
import { ChoicePicker } from './ChoicePicker';
import { MoneyInput } from './MoneyInput';
import { ReferenceFieldInput } from './ReferenceFieldInput';
import { StoredImage } from './StoredImage';
import { useFieldHelperText } from './useFieldHelperText';

export interface KindInputProps {
  field: FieldDefinition;
  disabled?: boolean;
  tracked?: boolean;
  /** Of an enum's choices, the ids that may be picked; the others show disabled. */
  offered?: readonly string[] | undefined;
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] };

/** The input of one value field (not a group nor a list), chosen by its kind. */
export function KindInput({ field, disabled, tracked, offered }: KindInputProps) {
  const helperText = useFieldHelperText(field, tracked);
  const common = { source: field.source, label: field.label, disabled, readOnly: field.readOnly, helperText };
  const grouped = field.kind === 'enum' && field.choices.some((choice) => choice.group);
  switch (field.kind) {
    case 'text':
      // A write-only value (a password) is never loaded: the input starts empty and is sent only when typed.
      return field.writeOnly ? (
        <TextInput {...common} type="password" autoComplete="new-password" />
      ) : (
        <TextInput {...common} multiline={field.multiline} />
      );
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'integer':
      return <NumberInput {...common} step={1} parse={toInteger} />;
    case 'money':
      return <MoneyInput {...common} currency={field.currency} currencyFrom={field.currencyFrom} />;
    case 'date':
    case 'datetime':
      // The browser's date pickers show its locale; a value that cannot be edited reads as
      // docs/product.md#constants says.
      if (field.readOnly) return <TextInput {...common} format={(value) => displayValue(field, value)} />;
      return field.kind === 'date' ? (
        <DateInput {...common} format={dayInputValue} />
      ) : (
        <DateTimeInput {...common} />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      return field.multiple || grouped ? (
        <ChoicePicker {...common} choices={field.choices} multiple={field.multiple} offered={offered} />
      ) : (
        <SelectInput {...common} choices={[...field.choices]} />
      );
    case 'image':
      return (
        <Box>
          <StoredImage source={field.source} label={field.label} />
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
        </Box>
      );
    case 'reference':
      return <ReferenceFieldInput field={field} disabled={disabled} />;
    default:
      return null;
  }
}
