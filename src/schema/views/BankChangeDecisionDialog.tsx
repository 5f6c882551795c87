import { TextInput } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { growingTextarea } from '../../lib/growingTextarea';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';
import { SchemaFormDialog } from './SchemaFormDialog';

const CODE: readonly FieldDefinition[] = [
  {
    source: 'code',
    label: 'Authenticator code',
    kind: 'text',
    required: true,
    pattern: { regex: '^\\s*\\d{6}\\s*$', message: 'the 6 digits of your authenticator app' },
  },
];
const REASON: readonly FieldDefinition[] = [
  { source: 'reason', label: 'Reason', kind: 'text', required: true, maxLength: 500 },
];

export interface BankChangeDecisionDialogProps {
  decision: 'approve' | 'reject';
  /** The record's name ('anna12'). */
  name: string;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** Approving a pending bank details change asks the approver's authenticator code; rejecting it, the reason. */
export function BankChangeDecisionDialog({
  decision,
  name,
  onSubmit,
  onClose,
}: BankChangeDecisionDialogProps) {
  const approving = decision === 'approve';
  return (
    <SchemaFormDialog
      title={approving ? `Approve the new bank details: ${name}` : `Reject the new bank details: ${name}`}
      description={
        approving
          ? 'From now on payouts go to the new account. Approve only details you have checked.'
          : 'The account on record stays; the requester sees your reason in the history.'
      }
      fields={approving ? CODE : REASON}
      submitLabel={approving ? 'Approve' : 'Reject'}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {approving ? (
        <AuthenticatorCodeInput />
      ) : (
        <TextInput source="reason" label="Reason" {...growingTextarea(1, 8)} />
      )}
    </SchemaFormDialog>
  );
}
