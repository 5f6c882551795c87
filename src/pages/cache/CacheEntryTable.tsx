import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { CacheEntryView } from '../../../contract/tech/cacheApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { bytesText } from '../../lib/bytesText';

/** Seconds or minutes left, as read when the page was loaded. */
const leftText = (ms: number) =>
  ms < 60_000
    ? `${Math.ceil(ms / 1000)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.ceil((ms % 60_000) / 1000)} s`;

/** One page of cache entries: key, size, time left and when each was stored. */
export function CacheEntryTable({ rows }: { rows: readonly CacheEntryView[] }) {
  if (rows.length === 0)
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        No entries under this prefix right now.
      </Typography>
    );
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label="Cache entries">
        <TableHead>
          <TableRow>
            <TableCell>Key</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right">Expires in</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.key}</TableCell>
              <TableCell align="right">{bytesText(row.size)}</TableCell>
              <TableCell align="right">{leftText(row.expiresIn)}</TableCell>
              <TableCell>{formatDateTime(row.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
