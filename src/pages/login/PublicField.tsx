import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import type { InputBaseComponentProps } from '@mui/material';
import { PlainTextField } from '../../lib/PlainTextField';

/** What a public page's controller gives its fields: values, per-field messages, a setter and the busy flag. */
export interface PublicForm<Name extends string> {
  fields: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  setField: (name: Name, value: string) => void;
  submitting: boolean;
}

interface PublicFieldProps<Name extends string> {
  form: PublicForm<Name>;
  name: Name;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Shown under the field while it has no message. */
  helperText?: ReactNode;
  slotProps?: { htmlInput?: InputBaseComponentProps };
  /** Cleans typed text before it is stored, e.g. digits only for a code. */
  clean?: (text: string) => string;
}

/** A text field of a public page's form: its value, its message (or the hint) and disabled while submitting. */
export function PublicField<Name extends string>({
  form,
  name,
  helperText,
  slotProps,
  clean = (text) => text,
  ...props
}: PublicFieldProps<Name>) {
  const error = form.errors[name];
  return (
    <PlainTextField
      {...props}
      name={name}
      inputProps={slotProps?.htmlInput}
      value={form.fields[name]}
      onChange={(event) => form.setField(name, clean(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={form.submitting}
    />
  );
}
