import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsDefinition } from '../../../contract/tech/settingsDefinition';
import { SettingEditDialog } from './SettingEditDialog';
import type { SettingRow } from './useSystemConfigurationController';

const base = { group: 'Test', description: 'A setting of every other type.' };
const row = (definition: SettingsDefinition, value: string | boolean): SettingRow => ({
  key: 'postbacks.timeout',
  definition,
  value,
  default: value,
  isDefault: true,
  version: 3,
  updatedBy: null,
  updatedAt: null,
});

function renderDialog(setting: SettingRow) {
  const onSave = vi.fn((_value: unknown, _version: number) => Promise.resolve());
  render(
    <AdminContext>
      <SettingEditDialog setting={setting} onClose={() => undefined} onSave={onSave} onReset={vi.fn()} />
    </AdminContext>,
  );
  return { onSave, dialog: screen.getByRole('dialog') };
}

describe('SettingEditDialog', () => {
  it('offers an enum’s options and saves the one chosen', async () => {
    const user = userEvent.setup();
    const level: SettingsDefinition = {
      ...base,
      label: 'Level',
      type: 'enum',
      options: ['info', 'warn', 'error'],
      default: 'info',
    };
    const { onSave, dialog } = renderDialog(row(level, 'info'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Level' }));
    await user.click(screen.getByRole('option', { name: 'warn' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('warn', 3);
  });

  it('switches a boolean on and saves true', async () => {
    const user = userEvent.setup();
    const flag: SettingsDefinition = { ...base, label: 'Live activity', type: 'boolean', default: false };
    const { onSave, dialog } = renderDialog(row(flag, false));
    await user.click(within(dialog).getByRole('switch', { name: 'Live activity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(true, 3);
  });

  it('refuses text that does not match its pattern, saying what it allows', async () => {
    const user = userEvent.setup();
    const code: SettingsDefinition = {
      ...base,
      label: 'Code',
      type: 'string',
      maxLength: 8,
      pattern: '^[A-Z]+$',
      patternHint: 'capital letters only',
      default: 'AB',
    };
    const { onSave, dialog } = renderDialog(row(code, 'AB'));
    const input = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.clear(input);
    await user.type(input, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be capital letters only')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'XYZ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('XYZ', 3);
  });
});
