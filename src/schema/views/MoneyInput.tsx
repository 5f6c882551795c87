import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from 'react-admin';
import type { MoneyField } from '../../../contract/FieldDefinition';
import { currencySymbol } from '../../lib/currencySymbol';
import { centsFromEuros, eurosFromCents } from '../moneyInput';
import { moneyCurrency } from '../moneyCurrency';

/**
 * An amount typed with two decimals and kept in the form as integer cents, as the API takes it; its currency
 * (the field's, or the one the form's record names) before it.
 */
export function MoneyInput({
  currency,
  currencyFrom,
  ...props
}: NumberInputProps & Pick<MoneyField, 'currency' | 'currencyFrom'>) {
  const named: unknown = useWatch({ name: currencyFrom ?? '', disabled: !currencyFrom });
  const code = moneyCurrency({ currency, currencyFrom }, named);
  return (
    <NumberInput
      {...props}
      step={0.01}
      parse={centsFromEuros}
      format={eurosFromCents}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{currencySymbol(code)}</InputAdornment> },
      }}
    />
  );
}
