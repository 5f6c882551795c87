import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { CdnEntryView } from '../../../contract/tech/cdnApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { bytesText } from '../../lib/bytesText';

/** The held responses: path, encoding, size, hits since held and when it was held. */
export function CdnEntryTable({ rows }: { rows: readonly CdnEntryView[] }) {
  if (rows.length === 0)
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        No response matching this pattern is held right now. A file is held the first time someone loads it.
      </Typography>
    );
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label="Cached paths">
        <TableHead>
          <TableRow>
            <TableCell>Path</TableCell>
            <TableCell>Encoding</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right">Hits</TableCell>
            <TableCell>Cached at</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.variant} ${row.path}`}>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.path}</TableCell>
              <TableCell>{row.encoding}</TableCell>
              <TableCell align="right">{bytesText(row.size)}</TableCell>
              <TableCell align="right">{row.hits}</TableCell>
              <TableCell>{formatDateTime(row.cachedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
