import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { HttpError } from 'react-admin';
import { settingsView, type SettingsView } from '../../../contract/tech/settingsApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { settingForm, type SettingFormValues } from './settingForm';
import { SettingValueInput } from './SettingValueInput';
import { valueText } from './settingText';
import type { SettingRow } from './useSystemConfigurationController';

export interface SettingEditDialogProps {
  setting: SettingRow;
  onClose: () => void;
  onSave: (value: unknown, version: number) => Promise<unknown>;
  onReset: (version: number) => Promise<unknown>;
}

/** The setting as it is now, from a 409's body. */
function currentOf(error: unknown): SettingsView | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const parsed = settingsView.safeParse((error.body as { current?: unknown } | null)?.current);
  return parsed.success ? parsed.data : null;
}

/**
 * Changes one setting, checked by its type as the server checks it, or resets it to its default. A change made
 * meanwhile by someone else (409) is shown with who made it; saving again then replaces it knowingly.
 */
export function SettingEditDialog({ setting, onClose, onSave, onReset }: SettingEditDialogProps) {
  const { definition } = setting;
  const resolver = useMemo(() => zodResolver(settingForm(definition)), [definition]);
  const form = useForm<SettingFormValues>({
    resolver,
    defaultValues: {
      value: typeof setting.value === 'number' ? String(setting.value) : setting.value,
    },
  });
  const [version, setVersion] = useState(setting.version);
  const [changedMeanwhile, setChangedMeanwhile] = useState<SettingsView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await write();
      onClose();
    } catch (error) {
      const current = currentOf(error);
      if (current) {
        setChangedMeanwhile(current);
        setVersion(current.version);
        return;
      }
      const field =
        error instanceof HttpError ? (error.body as { fields?: { value?: string } })?.fields : null;
      if (field?.value) form.setError('value', { message: field.value });
      else setFailure((error as Error).message || 'The setting was not saved.');
    } finally {
      setBusy(false);
    }
  };
  const save = form.handleSubmit(({ value }) => run(() => onSave(value, version)));
  const titleId = `setting-edit-${setting.key}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>Change {definition.label}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {definition.description} Default: {valueText(definition, setting.default)}.
          </Typography>
          {changedMeanwhile && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {changedMeanwhile.updatedBy ?? 'Someone'} changed this setting since you opened it
              {changedMeanwhile.updatedAt ? ` (${formatDateTime(changedMeanwhile.updatedAt)})` : ''}: it is
              now {valueText(definition, changedMeanwhile.value)}. Save again to replace it with yours.
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FormProvider {...form}>
            <SettingValueInput definition={definition} />
          </FormProvider>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => void run(() => onReset(version))}
            disabled={busy || (setting.isDefault && !changedMeanwhile)}
          >
            Reset to default
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
