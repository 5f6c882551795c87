import { DateInput, DateTimeInput } from 'react-admin';
import { dayInputValue } from '../dayInputValue';

export interface DateKindInputProps {
  kind: 'date' | 'datetime';
  source: string;
  label: string;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string | false;
}

/** A date's or a date and time's input; the browser's pickers show its locale. */
export function DateKindInput({ kind, ...common }: DateKindInputProps) {
  return kind === 'date' ? <DateInput {...common} format={dayInputValue} /> : <DateTimeInput {...common} />;
}
