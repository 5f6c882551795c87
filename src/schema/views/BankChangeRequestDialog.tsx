import { TextInput } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';
import { SchemaFormDialog } from './SchemaFormDialog';

export interface BankChangeRequestDialogProps {
  /** The record's name ('anna12'). */
  name: string;
  /** The payout account's fields, by dotted source. */
  inputs: readonly FieldDefinition[];
  validate: (values: Record<string, unknown>) => Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** Asks the new payout account and the authenticator code; says that a second person approves it. */
export function BankChangeRequestDialog({
  name,
  inputs,
  validate,
  onSubmit,
  onClose,
}: BankChangeRequestDialogProps) {
  return (
    <SchemaFormDialog
      title={`Change bank details: ${name}`}
      description="A second person with the payout role approves the new details; until then payouts go to the account on record. Leave a field empty to keep it as it is."
      fields={inputs}
      validate={validate}
      submitLabel="Request change"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {inputs.map((field) => (
        <TextInput key={field.source} source={field.source} label={field.label} helperText={false} />
      ))}
      <AuthenticatorCodeInput />
    </SchemaFormDialog>
  );
}
