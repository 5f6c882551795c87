import { TextField, type TextFieldProps } from '@mui/material';

/** What a public page's controller gives its fields: values, per-field messages, a setter and the busy flag. */
export interface PublicForm<Name extends string> {
  fields: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  setField: (name: Name, value: string) => void;
  submitting: boolean;
}

type PublicFieldProps<Name extends string> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'disabled' | 'form'
> & {
  form: PublicForm<Name>;
  name: Name;
  /** Cleans typed text before it is stored, e.g. digits only for a code. */
  clean?: (text: string) => string;
};

/** A text field of a public page's form: its value, its message (or the hint) and disabled while submitting. */
export function PublicField<Name extends string>({
  form,
  name,
  clean = (text) => text,
  helperText,
  ...props
}: PublicFieldProps<Name>) {
  const error = form.errors[name];
  return (
    <TextField
      {...props}
      name={name}
      value={form.fields[name]}
      onChange={(event) => form.setField(name, clean(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={form.submitting}
    />
  );
}
