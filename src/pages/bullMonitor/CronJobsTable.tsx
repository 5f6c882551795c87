import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { CronJobView } from '../../../contract/jobs/queueMonitorApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { queueLabels } from './queueLabels';

/** The repeatable jobs: their cron pattern, next run and last run. */
export function CronJobsTable({ rows }: { rows: readonly CronJobView[] }) {
  return (
    <Table size="small" aria-label="Repeatable jobs">
      <TableHead>
        <TableRow>
          <TableCell>Kind</TableCell>
          <TableCell>Queue</TableCell>
          <TableCell>Pattern</TableCell>
          <TableCell>Next run</TableCell>
          <TableCell>Last run</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cron) => (
          <TableRow key={cron.kind} aria-label={cron.kind}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{cron.kind}</TableCell>
            <TableCell>{queueLabels.queue[cron.queue]}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {cron.pattern} ({cron.timeZone})
            </TableCell>
            <TableCell>
              {cron.next
                ? `Job ${cron.next.id}, ${cron.next.runAt ? formatDateTime(cron.next.runAt) : 'now'} (${queueLabels.state[cron.next.state].toLowerCase()})`
                : 'None queued'}
            </TableCell>
            <TableCell>
              {cron.last
                ? `Job ${cron.last.id}, ${cron.last.status}${cron.last.finishedAt ? ` ${formatDateTime(cron.last.finishedAt)}` : ''}`
                : 'Not run yet'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
