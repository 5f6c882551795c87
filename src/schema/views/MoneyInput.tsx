import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { centsFromEuros, eurosFromCents } from '../moneyInput';

/** An amount typed in euros with two decimals and kept in the form as integer cents, as the API takes it. */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency?: string }) {
  return (
    <NumberInput
      {...props}
      step={0.01}
      parse={centsFromEuros}
      format={eurosFromCents}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{currency ?? '€'}</InputAdornment> },
      }}
    />
  );
}
