import {
  Alert,
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { useAuditHistoryController } from './useAuditHistoryController';

/** A record's audit history: who changed which fields when, with the value before and after. */
export function AuditHistory({ definition, id }: { definition: ResourceDefinition; id: Identifier }) {
  const { rows, isPending, error } = useAuditHistoryController(definition, id);
  return (
    <Box component="section" aria-label="History" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label="Loading history" />
      ) : error ? (
        <Alert severity="error">The history could not be loaded: {error.message}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <Table size="small" aria-label="History entries">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.when}</TableCell>
                <TableCell>{row.who}</TableCell>
                <TableCell>{row.action}</TableCell>
                <TableCell>{row.field}</TableCell>
                <TableCell>{row.before}</TableCell>
                <TableCell>{row.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
