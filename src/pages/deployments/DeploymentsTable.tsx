import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { DeploymentRow } from '../../../contract/tech/deploymentsApi';
import { formatDateTime } from '../../lib/formatDateTime';

const KIND_LABELS: Record<DeploymentRow['kind'], string> = {
  platform: 'Platform',
  'whitelabel-build': 'Whitelabel build',
  'whitelabel-deploy': 'Whitelabel deployment',
};
const COLOURS: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  succeeded: 'success',
  live: 'success',
  built: 'success',
  failed: 'error',
  'rolled-back': 'warning',
  cancelled: 'warning',
  running: 'info',
  queued: 'info',
};

/** Deployments and builds of one page: kind, what, version, status, who, when, and why one failed. */
export function DeploymentsTable({ rows }: { rows: readonly DeploymentRow[] }) {
  return (
    <Table size="small" aria-label="Deployments">
      <TableHead>
        <TableRow>
          <TableCell>Kind</TableCell>
          <TableCell>Environment or site</TableCell>
          <TableCell>Version</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Started</TableCell>
          <TableCell>Finished</TableCell>
          <TableCell>Note</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.kind}:${row.id}`} aria-label={`${KIND_LABELS[row.kind]} ${row.id}`}>
            <TableCell>
              {KIND_LABELS[row.kind]}
              {row.action === 'rollback' && ' (rollback)'}
            </TableCell>
            <TableCell>{row.subject}</TableCell>
            <TableCell>{row.version}</TableCell>
            <TableCell>
              <Chip size="small" label={row.status} color={COLOURS[row.status] ?? 'default'} />
            </TableCell>
            <TableCell>{row.startedBy}</TableCell>
            <TableCell>{formatDateTime(row.startedAt)}</TableCell>
            <TableCell>{row.finishedAt ? formatDateTime(row.finishedAt) : '—'}</TableCell>
            <TableCell>{row.error ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
