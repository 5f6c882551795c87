import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { RecordAction } from '../../../contract/ResourceDefinition';
import { actionConfirmText } from '../actionConfirmText';
import type { actionSubject } from '../actionSubject';
import { ActionSubjectFacts } from './ActionSubjectFacts';
import { FieldInput } from './FieldInput';
import { InputCodeReady } from './InputCodeReady';
import { SchemaFormDialog } from './SchemaFormDialog';
import { SubjectValue } from './SubjectValue';

type Values = Record<string, unknown>;

export interface ActionFormDialogProps {
  action: RecordAction & { form: readonly FieldDefinition[] };
  record: RaRecord;
  /** What it will do to whom ("Donate credits: anna12"). */
  title: ReactNode;
  /** What the resource calls a record ('member'), for the default description. */
  recordLabel: string;
  subject: ReturnType<typeof actionSubject>;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
}

/** The action's confirmation as the form's values are typed: 'Give anna12 25 credits: …'. */
function LiveConfirmText({ action, record }: { action: RecordAction; record: Values }) {
  const values = useWatch() as Values | undefined;
  return <>{actionConfirmText(action, record, values ?? {})}</>;
}

/**
 * A record action's form: what it will do to whom ("Donate credits: anna12"), with the amounts and people it
 * touches, its inputs and its outcome.
 */
export function ActionFormDialog(props: ActionFormDialogProps) {
  const { action, record, title, recordLabel, subject, onSubmit, onClose } = props;
  const description = action.confirm ? (
    <LiveConfirmText action={action} record={record} />
  ) : subject.facts.length > 0 || !subject.name ? undefined : (
    <>
      {action.label} for {recordLabel} <SubjectValue fact={subject.name} record={record} />.
    </>
  );
  return (
    <>
      {/* The dialog opens with its inputs, where one would appear a moment later and move those below it. */}
      <InputCodeReady fields={action.form} />
      <SchemaFormDialog
        title={title}
        description={description}
        fields={action.form}
        submitLabel={action.label}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <ActionSubjectFacts facts={subject.facts} record={record} />
        {action.form.map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
      </SchemaFormDialog>
    </>
  );
}
