import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { RecordAction } from '../../../contract/ResourceDefinition';
import { FieldInput } from './FieldInput';
import { SchemaFormDialog } from './SchemaFormDialog';

export interface ActionFormDialogProps {
  action: RecordAction & { form: readonly FieldDefinition[] };
  /** The record's name ('anna12'), so the dialog says what it will do to whom. */
  name: string;
  /** The record as a resource calls it ('member anna12'). */
  subject: string;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** A record action's form: what it will do to whom ("Donate credits: anna12"), its inputs and its outcome. */
export function ActionFormDialog({ action, name, subject, onSubmit, onClose }: ActionFormDialogProps) {
  return (
    <SchemaFormDialog
      title={`${action.label}: ${name}`}
      description={action.confirm ?? `${action.label} for ${subject}.`}
      fields={action.form}
      submitLabel={action.label}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {action.form.map((field) => (
        <FieldInput key={field.source} field={field} />
      ))}
    </SchemaFormDialog>
  );
}
