import { useMemo, useRef, useState } from 'react';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { schemaValidator } from '../schemaValidator';

type Values = Record<string, unknown>;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The request failed. Try again.';

/**
 * A dialog form's logic: the fields' zod validation (or the form's own `check`), and a submit that runs once
 * (again only after a failure, whose message it keeps to show in the dialog; the typed values stay, so the user
 * can retry).
 *
 * @example
 * const { validate, running, error, submit } = useSchemaFormDialogController(action.form, (values) => run(values));
 */
export function useSchemaFormDialogController(
  fields: readonly FieldDefinition[],
  onSubmit: (values: Values) => Promise<void>,
  check?: (values: Values) => Values,
) {
  const validate = useMemo(() => check ?? schemaValidator(fields, 'create'), [fields, check]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const submit = async (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setError(null);
    try {
      await onSubmit(values);
      // Done: the dialog is closing, and a click that lands meanwhile must not send it again.
    } catch (failure) {
      setError(messageOf(failure));
      busy.current = false;
      setRunning(false);
    }
  };
  return { validate, running, error, submit } as const;
}
