import { Button, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { StreamSort, StreamView } from '../../../contract/tech/streamsApi';
import { CHOICES } from '../../../resources/choices';
import { formatDateTime } from '../../lib/formatDateTime';
import { formatNumber } from '../../lib/formatNumber';

export interface StreamsTableProps {
  rows: readonly StreamView[];
  sort: StreamSort;
  order: 'ASC' | 'DESC';
  onSort: (sort: StreamSort) => void;
  onStop: (stream: StreamView) => void;
}

const COLUMNS: readonly { sort?: StreamSort; label: string; numeric?: boolean }[] = [
  { sort: 'performer', label: 'Performer' },
  { label: 'Status' },
  { label: 'Server' },
  { sort: 'bitrateKbps', label: 'Bitrate', numeric: true },
  { sort: 'viewers', label: 'Viewers', numeric: true },
  { sort: 'startedAt', label: 'Started' },
];
const statusLabel = (status: string) =>
  CHOICES.onlineStatus.find((choice) => choice.id === status)?.name ?? status;

/** The open streams of one page, sortable by the columns the API sorts, each with its Stop button. */
export function StreamsTable({ rows, sort, order, onSort, onStop }: StreamsTableProps) {
  return (
    <Table size="small" aria-label="Open streams">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column.label}
              align={column.numeric ? 'right' : 'left'}
              sortDirection={column.sort === sort ? (order === 'ASC' ? 'asc' : 'desc') : false}
            >
              {column.sort ? (
                <TableSortLabel
                  active={column.sort === sort}
                  direction={column.sort === sort && order === 'ASC' ? 'asc' : 'desc'}
                  onClick={() => onSort(column.sort!)}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((stream) => (
          <TableRow key={stream.id} aria-label={stream.username}>
            <TableCell>{stream.username}</TableCell>
            <TableCell>{statusLabel(stream.onlineStatus)}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{stream.server}</TableCell>
            <TableCell align="right">{formatNumber(stream.bitrateKbps / 1000, 1)} Mbit/s</TableCell>
            <TableCell align="right">{formatNumber(stream.viewers, 0)}</TableCell>
            <TableCell>{formatDateTime(stream.startedAt)}</TableCell>
            <TableCell>
              <Button
                size="small"
                color="error"
                onClick={() => onStop(stream)}
                aria-label={`Stop the stream of ${stream.username}`}
              >
                Stop
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
