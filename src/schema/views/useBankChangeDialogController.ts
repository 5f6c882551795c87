import { useCallback, useMemo } from 'react';
import { bankChangeValuesSchema } from '../../../contract/banking/bankChangeValuesSchema';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { bankChangeRequest, type BankChangeRequest } from '../bankChangeRequest';

type Values = Record<string, unknown>;

/**
 * The change dialog's form: checked with the contract's schema, as the server checks it (IBAN with ibantools, BIC
 * format, holder), beside each input; submitted as the request it reads as.
 *
 * @example
 * const { validate, submit } = useBankChangeDialogController(performers.fields, onRequest);
 */
export function useBankChangeDialogController(
  fields: readonly FieldDefinition[],
  onRequest: (request: BankChangeRequest) => Promise<void>,
) {
  const schema = useMemo(() => bankChangeValuesSchema(fields), [fields]);
  const validate = useCallback(
    (form: Values) => bankChangeRequest(fields, schema, form).errors,
    [fields, schema],
  );
  return {
    validate,
    submit: async (form: Values) => {
      const { request } = bankChangeRequest(fields, schema, form);
      if (request) await onRequest(request);
    },
  } as const;
}
