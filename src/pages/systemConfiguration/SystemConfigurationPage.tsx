import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../lib/PageTitle';
import { QueryContent } from '../../lib/QueryContent';
import { SettingEditDialog } from './SettingEditDialog';
import { SettingHistoryDialog } from './SettingHistoryDialog';
import { SettingsGroupTable } from './SettingsGroupTable';
import { useSystemConfigurationController, type SettingRow } from './useSystemConfigurationController';

/**
 * /tech/system-configuration: the settings the server reads while it runs, by group, each with its type, value,
 * default and last change; change or reset one, and read its history. Open to all staff; every change is audited.
 */
export default function SystemConfigurationPage() {
  const { groups, save, reset } = useSystemConfigurationController();
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const [reading, setReading] = useState<SettingRow | null>(null);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="System Configuration" />
      <Typography variant="h5" component="h1">
        System Configuration
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 900 }}>
        Settings the server reads while it runs. A change applies at once on the server that saves it and
        within 2 seconds on the others, without a restart. A value set here wins over the environment variable
        named under its default; resetting goes back to that default.
      </Typography>
      <QueryContent query={groups} what="The settings">
        {(shown) =>
          shown.length === 0 ? (
            <Typography sx={{ mt: 2 }}>This server has no settings to change.</Typography>
          ) : (
            shown.map((group) => (
              <SettingsGroupTable key={group.name} group={group} onEdit={setEditing} onHistory={setReading} />
            ))
          )
        }
      </QueryContent>
      {editing && (
        <SettingEditDialog
          key={`${editing.key}-${editing.version}`}
          setting={editing}
          onClose={() => setEditing(null)}
          onSave={(value, version) => save(editing.key, value, version)}
          onReset={(version) => reset(editing.key, version)}
        />
      )}
      {reading && <SettingHistoryDialog setting={reading} onClose={() => setReading(null)} />}
    </Box>
  );
}
