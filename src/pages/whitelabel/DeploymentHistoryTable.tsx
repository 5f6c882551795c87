import {
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { WhitelabelDeployment } from '../../../contract/whitelabels/whitelabelBuilderApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { TablePager } from '../../lib/TablePager';

const PER_PAGE = 10;

const STATUS_COLOURS = {
  live: 'success',
  running: 'info',
  superseded: 'default',
  failed: 'error',
  cancelled: 'warning',
} as const;

const STATUS_LABELS: Record<WhitelabelDeployment['status'], string> = {
  live: 'Live',
  running: 'Running',
  superseded: 'Superseded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export interface DeploymentHistoryTableProps {
  deployments: readonly WhitelabelDeployment[];
  canDeploy: boolean;
  /** Whether a deployment of the site runs (then no rollback starts). */
  busy: boolean;
  onRollBack: (deployment: WhitelabelDeployment) => void;
}

/**
 * A site's deployments, newest first, ten a page: build, kind, status, who and when; an earlier build that went
 * live once can be rolled back to (EDIT_PHX_WLB_DEPLOYMENT).
 */
export function DeploymentHistoryTable({
  deployments,
  canDeploy,
  busy,
  onRollBack,
}: DeploymentHistoryTableProps) {
  const [page, setPage] = useState(0);
  const live = deployments.find((deployment) => deployment.status === 'live');
  const rows = deployments.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  if (deployments.length === 0) return <Typography color="text.secondary">No deployments yet.</Typography>;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Deployment history">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Build</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Started by</TableCell>
              <TableCell>Started</TableCell>
              <TableCell>Finished</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((deployment) => {
              const rollable =
                (deployment.status === 'live' || deployment.status === 'superseded') &&
                deployment.build.id !== live?.build.id;
              return (
                <TableRow key={deployment.id}>
                  <TableCell>{deployment.id}</TableCell>
                  <TableCell title={deployment.build.hash}>
                    {deployment.build.number} ({deployment.build.hash.slice(0, 8)})
                  </TableCell>
                  <TableCell>{deployment.kind === 'rollback' ? 'Rollback' : 'Deploy'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOURS[deployment.status]}
                      label={STATUS_LABELS[deployment.status]}
                      title={deployment.error ?? undefined}
                    />
                  </TableCell>
                  <TableCell>{deployment.startedBy}</TableCell>
                  <TableCell>{formatDateTime(deployment.startedAt)}</TableCell>
                  <TableCell>{deployment.finishedAt ? formatDateTime(deployment.finishedAt) : '–'}</TableCell>
                  <TableCell align="right">
                    {rollable ? (
                      <Button
                        size="small"
                        disabled={!canDeploy || busy}
                        onClick={() => onRollBack(deployment)}
                        aria-label={`Roll back to build ${deployment.build.number}`}
                      >
                        Roll back
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={deployments.length}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={setPage}
      />
    </Paper>
  );
}
