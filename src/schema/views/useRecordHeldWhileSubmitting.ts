import { useCallback, useRef, useState } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';

/**
 * The record for a form to start from, held as it was while the form submits. react-hook-form drops a submit
 * whose validation is still running when the form is reset, and react-admin resets the form whenever its record
 * changes: a record read again mid-save (another staff member's change, a socket event) made Save do nothing,
 * without a message. The newer record is taken once the submit is over.
 *
 * @example
 * const { record, onSubmitting } = useRecordHeldWhileSubmitting();
 * <Form record={record}><SubmittingSignal onChange={onSubmitting} />…</Form>
 */
export function useRecordHeldWhileSubmitting() {
  const latest = useRecordContext();
  const current = useRef(latest);
  current.current = latest;
  const [held, setHeld] = useState<RaRecord | undefined>(undefined);
  const onSubmitting = useCallback(
    (submitting: boolean) => setHeld(submitting ? current.current : undefined),
    [],
  );
  return { record: held ?? latest, onSubmitting };
}
