import { Suspense } from 'react';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { growingTextarea } from '../../lib/growingTextarea';
import { displayValue } from '../displayValue';
import { lazyInputOf } from '../fieldLayout';
import { toInteger } from '../toInteger';
import { LazyChoicePicker } from './LazyChoicePicker';
import { LazyDateKindInput } from './LazyDateKindInput';
import { LazyImageKindInput } from './LazyImageKindInput';
import { LazyReferenceFieldInput } from './LazyReferenceFieldInput';
import { MoneyInput } from './MoneyInput';
import { useFieldHelperText } from './useFieldHelperText';

export interface KindInputProps {
  field: FieldDefinition;
  disabled?: boolean;
  tracked?: boolean;
  /** Of an enum's choices, the ids that may be picked; the others show disabled. */
  offered?: readonly string[] | undefined;
}

// A multiline text opens three lines tall and grows with what is typed to twelve, then scrolls.
const MULTILINE = growingTextarea(3, 12);

/** The input of one value field (not a group nor a list), chosen by its kind. */
export function KindInput({ field, disabled, tracked, offered }: KindInputProps) {
  const helperText = useFieldHelperText(field, tracked);
  const common = { source: field.source, label: field.label, disabled, readOnly: field.readOnly, helperText };
  switch (field.kind) {
    case 'text':
      // A write-only value (a password) is never loaded: the input starts empty and is sent only when typed.
      return field.writeOnly ? (
        <TextInput {...common} type="password" autoComplete="new-password" />
      ) : (
        <TextInput {...common} {...(field.multiline ? MULTILINE : {})} />
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
      return (
        <Suspense fallback={null}>
          <LazyDateKindInput {...common} kind={field.kind} />
        </Suspense>
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      return lazyInputOf(field) === 'picker' ? (
        <Suspense fallback={null}>
          <LazyChoicePicker {...common} choices={field.choices} multiple={field.multiple} offered={offered} />
        </Suspense>
      ) : (
        <SelectInput {...common} choices={[...field.choices]} />
      );
    case 'image':
      return (
        <Suspense fallback={null}>
          <LazyImageKindInput {...common} />
        </Suspense>
      );
    case 'reference':
      return (
        <Suspense fallback={null}>
          <LazyReferenceFieldInput field={field} disabled={disabled} />
        </Suspense>
      );
    default:
      return null;
  }
}
