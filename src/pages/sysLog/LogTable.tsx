import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { LogsLine } from '../../../contract/tech/logsLine';
import { formatDateTime } from '../../lib/formatDateTime';

const LEVEL_COLOUR = { info: 'default', warn: 'warning', error: 'error' } as const;

/** The time to the second: lines of one minute are told apart. */
const timeOf = (at: string) => `${formatDateTime(at)}:${String(new Date(at).getSeconds()).padStart(2, '0')}`;

/** The log lines, newest first: time, level, source, message, and what else the line carries on request. */
export function LogTable({ lines, label }: { lines: readonly LogsLine[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Time</TableCell>
          <TableCell>Level</TableCell>
          <TableCell>Source</TableCell>
          <TableCell>Message</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id} data-line-id={line.id}>
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              <time dateTime={line.at}>{timeOf(line.at)}</time>
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Chip size="small" label={line.level} color={LEVEL_COLOUR[line.level]} variant="outlined" />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>{line.source}</TableCell>
            <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>
              {line.message}
              {Object.keys(line.meta).length > 0 && (
                <Box component="details" sx={{ mt: 0.5 }}>
                  <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary' }}>
                    Details
                  </Box>
                  <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowX: 'auto' }}>
                    {JSON.stringify(line.meta, null, 2)}
                  </Box>
                </Box>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
