import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useEditContext, useSaveContext } from 'react-admin';
import { conflictRows, type ChangedBy } from '../conflictRows';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

const CHANGED_BY: Record<ChangedBy, string> = { yours: 'Yours', theirs: 'Theirs', both: 'Both' };

export interface ConflictDialogProps {
  definition: ResourceDefinition;
  /** The record as stored now, from the 409 response; null while there is no conflict. */
  current: Record<string, unknown> | null;
  onClose: () => void;
}

/**
 * No lost edits: after a stale save, shows each field either side changed (marked by who), the user's value,
 * the stored one and what Overwrite leaves, and lets the user reload the stored record (dropping their edits)
 * or overwrite it on purpose. Overwrite sends only the user's own changes, so theirs elsewhere stay.
 */
export function ConflictDialog({ definition, current, onClose }: ConflictDialogProps) {
  const { getValues, reset } = useFormContext();
  const { record, refetch } = useEditContext();
  const { save } = useSaveContext();
  if (!current) return null;
  const rows = conflictRows(definition.fields, record ?? {}, getValues(), current);

  const reload = async () => {
    onClose();
    const { data } = await refetch();
    if (data) reset(data);
  };
  const overwrite = async () => {
    onClose();
    await save?.({ ...getValues(), version: current.version });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="conflict-title" maxWidth="md">
      <DialogTitle id="conflict-title">
        This {definition.label.one.toLowerCase()} was changed meanwhile
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Someone saved it after you opened it. Reload to see their version and drop your changes, or
          overwrite: only the fields you changed are saved, their other changes stay.
        </DialogContentText>
        <Table size="small" aria-label="Changed fields">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Changed by</TableCell>
              <TableCell>Yours</TableCell>
              <TableCell>Theirs</TableCell>
              <TableCell>After Overwrite</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field}>
                <TableCell>{row.label}</TableCell>
                <TableCell>{CHANGED_BY[row.changedBy]}</TableCell>
                <TableCell>{row.yours}</TableCell>
                <TableCell>{row.theirs}</TableCell>
                <TableCell>{row.afterOverwrite}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={reload}>Reload</Button>
        <Button onClick={overwrite} color="warning" variant="contained">
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
