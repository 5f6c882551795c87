import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from '../../routing/Link';
import { eventLabel } from './eventLabel';
import { PER_PAGE, type PostbackRow } from './usePostbacksController';
import { FixedPagination } from '../../lib/FixedPagination';

export interface PostbackTableProps {
  rows: readonly PostbackRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** Undefined when the viewer may not send tests (EDIT_PHX_AFFILIATES). */
  onTest: ((row: PostbackRow) => void) | undefined;
  testing: number | undefined;
}

/** The postback URLs, a page at a time, each with 'Send a test' and a link to its record. */
export function PostbackTable({ rows, total, page, onPage, onTest, testing }: PostbackTableProps) {
  return (
    <>
      <Table size="small" aria-label="Postback URLs">
        <TableHead>
          <TableRow>
            <TableCell>Partner</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>URL</TableCell>
            <TableCell>Active</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = `${row.partnerName ?? row.partner} ${eventLabel(row.event)}`;
            return (
              <TableRow key={row.id}>
                <TableCell>
                  {row.partnerName}
                  {row.partnerCode && ` (${row.partnerCode})`}
                </TableCell>
                <TableCell>{eventLabel(row.event)}</TableCell>
                <TableCell>{row.method}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 480 }}>
                  {row.url}
                </TableCell>
                <TableCell>{row.active ? 'Yes' : 'No'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Stack direction="row" spacing={1}>
                    {onTest && (
                      <Button
                        size="small"
                        onClick={() => onTest(row)}
                        disabled={testing === row.id}
                        aria-label={`Send a test: ${name}`}
                      >
                        Send a test
                      </Button>
                    )}
                    <Button
                      size="small"
                      component={Link}
                      to={`/partners/postback/${row.id}`}
                      aria-label={`Open: ${name}`}
                    >
                      Open
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FixedPagination count={total} page={page} perPage={PER_PAGE} onPage={onPage} />
    </>
  );
}
