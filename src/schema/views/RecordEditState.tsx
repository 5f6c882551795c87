import { CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Offline, useEditContext } from 'react-admin';

/**
 * What a record's card shows while its record is asked for, as react-admin's edit view shows it: offline while the
 * browser is, the load's error, then the form; a blank line until the record comes.
 */
export function RecordEditState({ error, children }: { error: ReactNode; children: ReactNode }) {
  const { record, isPaused, isPending, error: failed } = useEditContext();
  if (isPaused && isPending) return <Offline />;
  if (failed) return error;
  return record ? children : <CardContent>&nbsp;</CardContent>;
}
