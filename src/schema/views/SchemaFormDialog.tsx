import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { useSchemaFormDialogController } from './useSchemaFormDialogController';

export interface SchemaFormDialogProps {
  title: ReactNode;
  /** What submitting will do, said before the inputs. */
  description?: ReactNode;
  /** The fields validated; their inputs are the children. */
  fields: readonly FieldDefinition[];
  /** A form's own check in place of the fields' schema (errors keyed as the inputs' sources). */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
  submitLabel: string;
  /** The work; a rejection's message shows in the dialog and the values stay for a retry. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** Blank values: the dialog's form must not start from the record of the page it opens on. */
const BLANK = {};
/** What can take what is typed: the first such input of the form is focused when the dialog opens. */
const TYPED_INTO =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * Focuses the first input when the dialog's content is attached: the dialog would focus itself, and what is
 * typed at once would be lost (or go into the next input). Not a picker (react-admin's autocomplete opens its
 * list on focus, and the click that follows would close it again). A function, so it is the same ref every
 * render.
 */
function focusFirstInput(content: HTMLDivElement | null) {
  const first = content?.querySelector<HTMLElement>(TYPED_INTO);
  if (first && !first.hasAttribute('aria-autocomplete')) first.focus();
}

/** A dialog asking the inputs of some field definitions, validated like a record form (action forms, reveal). */
export function SchemaFormDialog(props: SchemaFormDialogProps) {
  const { title, description, fields, children, submitLabel, onSubmit, onClose } = props;
  const { validate, running, error, submit } = useSchemaFormDialogController(
    fields,
    onSubmit,
    props.validate,
  );
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={BLANK} validate={validate} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent ref={focusFirstInput}>
          {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          {children}
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={running}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
