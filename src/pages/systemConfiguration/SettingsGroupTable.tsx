import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { formatDateTime } from '../../lib/formatDateTime';
import { typeText, valueText } from './settingText';
import type { SettingGroup, SettingRow } from './useSystemConfigurationController';

export interface SettingsGroupTableProps {
  group: SettingGroup;
  onEdit: (setting: SettingRow) => void;
  onHistory: (setting: SettingRow) => void;
}

/** One group's settings: what each is and takes, its value in force, its default, and who changed it last. */
export function SettingsGroupTable({ group, onEdit, onHistory }: SettingsGroupTableProps) {
  return (
    <Box component="section" aria-labelledby={`settings-group-${group.name}`} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id={`settings-group-${group.name}`}>
        {group.name}
      </Typography>
      <Table size="small" aria-label={`${group.name} settings`}>
        <TableHead>
          <TableRow>
            <TableCell>Setting</TableCell>
            <TableCell>Value</TableCell>
            <TableCell>Default</TableCell>
            <TableCell>Last changed</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.settings.map((setting) => {
            const { definition } = setting;
            return (
              <TableRow key={setting.key}>
                <TableCell sx={{ maxWidth: 520 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {definition.label}
                  </Typography>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }} color="text.secondary">
                    {setting.key}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {definition.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {typeText(definition)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {valueText(definition, setting.value)}
                  {setting.isDefault && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      (default)
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {valueText(definition, setting.default)}
                  {definition.envVar && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {definition.envVar} when set
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {setting.updatedBy && setting.updatedAt
                    ? `${setting.updatedBy}, ${formatDateTime(setting.updatedAt)}`
                    : 'Never changed'}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      onClick={() => onEdit(setting)}
                      aria-label={`Change ${definition.label}`}
                    >
                      Change
                    </Button>
                    <Button
                      size="small"
                      onClick={() => onHistory(setting)}
                      aria-label={`History of ${definition.label}`}
                    >
                      History
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
