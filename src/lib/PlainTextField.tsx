import { useId, type ReactNode } from 'react';
import {
  FilledInput,
  FormControl,
  FormHelperText,
  InputLabel,
  type FilledInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';

type PlainTextFieldProps = Omit<FilledInputProps, 'error' | 'disabled' | 'fullWidth' | 'sx'> & {
  label: ReactNode;
  /** Shown under the field, and read with it (aria-describedby). */
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  /** Styles of the field's root, as TextField's `sx`. */
  sx?: SxProps<Theme>;
};

/**
 * A text field as MUI's TextField renders it with the theme's defaults (react-admin's: filled, dense, small, full
 * width), from its parts: TextField itself imports Select, for its `select` prop, and with it Menu, Popover, Modal
 * and two more inputs, 37 kB minified that a first page showing a text field does not use.
 *
 * @example
 * <PlainTextField label="Username" autoComplete="username" value={value} onChange={(e) => setValue(e.target.value)} />
 */
export function PlainTextField({
  id: idOverride,
  label,
  helperText,
  error = false,
  disabled = false,
  sx,
  ...input
}: PlainTextFieldProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="filled"
      margin="dense"
      size="small"
      fullWidth
      error={error}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <FilledInput {...input} id={id} fullWidth aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
