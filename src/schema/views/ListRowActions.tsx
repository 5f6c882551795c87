import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { AccessGate } from './AccessGate';
import { RecordActionButton } from './RecordActionButton';

/** A click on an action (or in its dialog) must not also open the row. */
const keepToRow = (event: MouseEvent) => event.stopPropagation();

/**
 * The record actions a definition also offers on each list row (`inList`), for the row's record, each
 * disabled without its role or with the reason it does not apply.
 *
 * @example
 * <ListColumn label="Actions"><ListRowActions definition={performers} /></ListColumn>
 */
export function ListRowActions({ definition }: { definition: ResourceDefinition }) {
  const actions = (definition.actions ?? []).filter((action) => action.inList);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} onClick={keepToRow}>
      {actions.map((action) => (
        <AccessGate key={action.name} resource={definition.name} action={action.name} label={action.label}>
          <RecordActionButton definition={definition} action={action} inRow />
        </AccessGate>
      ))}
    </Box>
  );
}
