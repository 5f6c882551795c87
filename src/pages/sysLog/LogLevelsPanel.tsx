import {
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { LOG_LEVELS, type LogLevel } from '../../../contract/tech/logsLevels';
import { formatDateTime } from '../../lib/formatDateTime';
import { LoadError } from '../../lib/LoadError';
import { useLogLevelsController } from './useLogLevelsController';

const isLogLevel = (value: string): value is LogLevel => LOG_LEVELS.some((level) => level === value);

/** Log connect and level: each of the server's loggers with its level, changed at once (audited, kept). */
export function LogLevelsPanel() {
  const { levels, setLevel } = useLogLevelsController(true);
  if (levels.error) {
    return <LoadError what="The log levels" error={levels.error} onRetry={() => void levels.refetch()} />;
  }
  if (!levels.data) return <LinearProgress aria-label="Loading the log levels" />;
  return (
    <Table size="small" aria-label="Log levels">
      <TableHead>
        <TableRow>
          <TableCell>Logger</TableCell>
          <TableCell>Level</TableCell>
          <TableCell>Set by</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {levels.data.map((entry) => (
          <TableRow key={entry.logger}>
            <TableCell>{entry.logger}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                label={`Level of ${entry.logger}`}
                value={entry.level}
                disabled={setLevel.isPending}
                onChange={(event) => {
                  if (isLogLevel(event.target.value))
                    setLevel.mutate({ logger: entry.logger, level: event.target.value });
                }}
                sx={{ minWidth: 140 }}
              >
                {LOG_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {level}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
            <TableCell>
              {entry.changedBy && entry.changedAt ? (
                `${entry.changedBy}, ${formatDateTime(entry.changedAt)}`
              ) : (
                <Typography variant="body2" color="text.secondary">
                  as configured at start
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
