import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../lib/formatDateTime';
import { LoadError } from '../../lib/LoadError';
import { valueText } from './settingText';
import { useSettingHistory, type SettingRow } from './useSystemConfigurationController';

/** One setting's changes, newest first: when, who, old → new (a reset reads 'the default'). */
export function SettingHistoryDialog({ setting, onClose }: { setting: SettingRow; onClose: () => void }) {
  const history = useSettingHistory(setting.key);
  const { definition } = setting;
  const titleId = `setting-history-${setting.key}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>History of {definition.label}</DialogTitle>
      <DialogContent>
        {history.error ? (
          <LoadError what="The history" error={history.error} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <CircularProgress aria-label="Loading the history" />
        ) : history.data.length === 0 ? (
          <Typography>Never changed: it has always been its default.</Typography>
        ) : (
          <Table size="small" aria-label={`Changes of ${definition.label}`}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.map((change) => (
                <TableRow key={change.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.at)}</TableCell>
                  <TableCell>{change.by}</TableCell>
                  <TableCell>
                    {valueText(definition, change.old)} → {valueText(definition, change.new)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
