import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { RedisKeySummary } from '../../../contract/tech/redisApi';
import { bytesText } from '../../lib/bytesText';
import { ttlText } from './ttlText';

/** One page of keys: name (opens it), type, time to live and memory. */
export function RedisKeyTable({
  rows,
  openKey,
  onOpen,
}: {
  rows: readonly RedisKeySummary[];
  openKey: string | null;
  onOpen: (key: string) => void;
}) {
  if (rows.length === 0)
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        No keys match on this page of the scan.
      </Typography>
    );
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label="Redis keys">
        <TableHead>
          <TableRow>
            <TableCell>Key</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Expires in</TableCell>
            <TableCell align="right">Memory</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} selected={row.key === openKey}>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onOpen(row.key)}
                  sx={{
                    // On the open key's row (tinted) under the pointer, the primary blue fell below 4.5:1.
                    color: 'primary.dark',
                    fontFamily: 'monospace',
                    textTransform: 'none',
                    wordBreak: 'break-all',
                    textAlign: 'left',
                  }}
                >
                  {row.key}
                </Button>
              </TableCell>
              <TableCell>{row.type}</TableCell>
              <TableCell align="right">{ttlText(row.ttl)}</TableCell>
              <TableCell align="right">{row.memory === null ? 'unknown' : bytesText(row.memory)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
