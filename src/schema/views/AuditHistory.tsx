import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ListContextProvider, Pagination, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { LoadError } from '../../lib/LoadError';
import { AuditChanges } from './AuditChanges';
import { useAuditHistoryController } from './useAuditHistoryController';

// Below the 767 px breakpoint (docs/product.md#constants) an entry's cells stack (when and who on one line),
// so nothing scrolls sideways.
const ROW = {
  verticalAlign: 'top',
  display: { xs: 'block', sm: 'table-row' },
  py: { xs: 1, sm: 0 },
  borderBottom: { xs: 1, sm: 0 },
  borderColor: 'divider',
} as const;
const CELL = { borderBottomWidth: { xs: 0, sm: '1px' }, py: { xs: 0.25, sm: '6px' } } as const;
const INLINE = { ...CELL, display: { xs: 'inline-block', sm: 'table-cell' } } as const;
const STACKED = { ...CELL, display: { xs: 'block', sm: 'table-cell' } } as const;

/** A record's history, newest first and paged: one row per save, with who did what and the fields it changed. */
export function AuditHistory({ definition, id }: { definition: ResourceDefinition; id: Identifier }) {
  const { list, rows } = useAuditHistoryController(definition, id);
  return (
    <Box component="section" aria-label="History" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      {list.isPending ? (
        <CircularProgress size={24} aria-label="Loading history" />
      ) : list.error ? (
        <LoadError what="The history" error={list.error} onRetry={list.refetch} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <>
          <Table size="small" aria-label="History entries">
            <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Changes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} sx={ROW}>
                  <TableCell sx={{ ...INLINE, whiteSpace: 'nowrap' }}>{row.when}</TableCell>
                  <TableCell sx={INLINE}>{row.who}</TableCell>
                  <TableCell sx={{ ...STACKED, fontWeight: { xs: 500, sm: 'inherit' } }}>
                    {row.action}
                  </TableCell>
                  <TableCell sx={{ ...STACKED, overflowWrap: 'anywhere' }}>
                    <AuditChanges changes={row.changes} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ListContextProvider value={list}>
            <Pagination rowsPerPageOptions={[]} />
          </ListContextProvider>
        </>
      )}
    </Box>
  );
}
