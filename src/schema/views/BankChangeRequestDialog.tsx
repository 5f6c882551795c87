import { TextInput } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { BankChangeRequest } from '../bankChangeRequest';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';
import { SchemaFormDialog } from './SchemaFormDialog';
import { useBankChangeDialogController } from './useBankChangeDialogController';

export interface BankChangeRequestDialogProps {
  /** The record's name ('anna12'). */
  name: string;
  /** The definition's fields, whose payout account the dialog asks. */
  fields: readonly FieldDefinition[];
  /** The payout account's fields, by dotted source, in the order asked. */
  inputs: readonly FieldDefinition[];
  onRequest: (request: BankChangeRequest) => Promise<void>;
  onClose: () => void;
}

/** Asks the new payout account and the authenticator code; says that a second person approves it. */
export function BankChangeRequestDialog({
  name,
  fields,
  inputs,
  onRequest,
  onClose,
}: BankChangeRequestDialogProps) {
  const { validate, submit } = useBankChangeDialogController(fields, onRequest);
  return (
    <SchemaFormDialog
      title={`Change bank details: ${name}`}
      description="A second person with the payout role approves the new details; until then payouts go to the account on record. Leave a field empty to keep it as it is."
      fields={inputs}
      validate={validate}
      submitLabel="Request change"
      onSubmit={submit}
      onClose={onClose}
    >
      {inputs.map((field) => (
        <TextInput key={field.source} source={field.source} label={field.label} helperText={false} />
      ))}
      <AuthenticatorCodeInput />
    </SchemaFormDialog>
  );
}
