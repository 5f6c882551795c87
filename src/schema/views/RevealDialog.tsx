import { useMemo } from 'react';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { KindInput } from './KindInput';
import { REVEAL_DURATION_MS } from './useRevealedValues';
import { SchemaFormDialog } from './SchemaFormDialog';

/** As the server takes it: a reason of 5 to 500 characters. */
const REASON: FieldDefinition = {
  source: 'reason',
  label: 'Reason',
  kind: 'text',
  required: true,
  minLength: 5,
  maxLength: 500,
  multiline: true,
};
const FIELDS = [REASON];

export interface RevealDialogProps {
  label: string;
  onReveal: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks why a masked value is to be shown, and says that the reveal is recorded. */
export function RevealDialog({ label, onReveal, onClose }: RevealDialogProps) {
  const minutes = REVEAL_DURATION_MS / 60_000;
  const submit = useMemo(
    () => async (values: Record<string, unknown>) => onReveal(String(values.reason).trim()),
    [onReveal],
  );
  return (
    <SchemaFormDialog
      title={`Reveal ${label}`}
      description={`${label} is private. Revealing it is recorded in the history with your reason; the value then shows for ${minutes} minutes.`}
      fields={FIELDS}
      submitLabel="Reveal"
      onSubmit={submit}
      onClose={onClose}
    >
      <KindInput field={REASON} />
    </SchemaFormDialog>
  );
}
