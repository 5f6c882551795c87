import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDateTime } from '../../lib/formatDateTime';
import { eventLabel } from './eventLabel';
import { PER_PAGE, type PostbackLogRow } from './usePostbacksController';
import { FixedPagination } from '../../lib/FixedPagination';

export interface PostbackLogTableProps {
  rows: readonly PostbackLogRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}

/** The postbacks sent, tests included, newest first, a page at a time. */
export function PostbackLogTable({ rows, total, page, onPage }: PostbackLogTableProps) {
  return (
    <>
      <Table size="small" aria-label="Postbacks sent">
        <TableHead>
          <TableRow>
            <TableCell>Sent</TableCell>
            <TableCell>Partner</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>URL</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Time (ms)</TableCell>
            <TableCell>Error</TableCell>
            <TableCell>Test</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</TableCell>
              <TableCell>{row.partnerName ?? (row.postback === null ? '(deleted)' : '')}</TableCell>
              <TableCell>{eventLabel(row.event)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 420 }}>
                {row.method} {row.url}
              </TableCell>
              <TableCell>{row.status ?? '—'}</TableCell>
              <TableCell>{row.ms}</TableCell>
              <TableCell>{row.error}</TableCell>
              <TableCell>{row.test ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FixedPagination count={total} page={page} perPage={PER_PAGE} onPage={onPage} />
    </>
  );
}
