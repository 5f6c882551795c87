import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  settingsHistoryResponse,
  settingsListResponse,
  settingsView,
  type SettingsView,
} from '../../../contract/tech/settingsApi';
import { SETTINGS_CATALOGUE, type SettingsKey } from '../../../contract/tech/settingsCatalogue';
import type { SettingsDefinition } from '../../../contract/tech/settingsDefinition';
import { call } from '../../transport/call';
import { getSocket, onSocketEvent } from '../../transport/socketClient';

/** A setting as the page shows it: its catalogue entry and its state on the server. */
export interface SettingRow extends SettingsView {
  key: SettingsKey;
  definition: SettingsDefinition;
}

/** The settings of one group, in catalogue order. */
export interface SettingGroup {
  name: string;
  settings: SettingRow[];
}

const LIST_KEY = ['system-configuration'];
const isKey = (key: string): key is SettingsKey => Object.hasOwn(SETTINGS_CATALOGUE, key);

function groupsOf(views: readonly SettingsView[]): SettingGroup[] {
  const groups = new Map<string, SettingRow[]>();
  for (const view of views) {
    // A setting this build's catalogue does not know (a newer server) cannot be shown nor checked here.
    if (!isKey(view.key)) continue;
    const definition: SettingsDefinition = SETTINGS_CATALOGUE[view.key];
    const row = { ...view, key: view.key, definition };
    groups.set(definition.group, [...(groups.get(definition.group) ?? []), row]);
  }
  return [...groups].map(([name, settings]) => ({ name, settings }));
}

/**
 * The System configuration page: the settings by group (GET /wse/configuration), read again when anyone changes one
 * (the socket's `settings-changed`), a change or reset for the version read (the list is read again after either,
 * and after a 409 so the current value shows), and one setting's history.
 *
 * @example
 * const { groups, save, reset } = useSystemConfigurationController();
 */
export function useSystemConfigurationController() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => groupsOf(settingsListResponse.parse(await call('GET', '/wse/configuration')).data),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  useEffect(() => {
    getSocket();
    return onSocketEvent('settings-changed', () => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['system-configuration-history'] });
    });
  }, [queryClient]);
  const afterWrite = async <T>(write: Promise<unknown>, parse: (body: unknown) => T): Promise<T> => {
    try {
      return parse(await write);
    } finally {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['system-configuration-history'] });
    }
  };

  return {
    groups: settings,
    /** Stores a new value for the version read; rejects with the call layer's HttpError (400, 409 with `current`). */
    save: (key: SettingsKey, value: unknown, version: number) =>
      afterWrite(call('PUT', '/wse/configuration/:key', { key, value, version }), (body) =>
        settingsView.parse(body),
      ),
    /** Goes back to the default, for the version read. */
    reset: (key: SettingsKey, version: number) =>
      afterWrite(call('POST', '/wse/configuration/:key/reset', { key, version }), (body) =>
        settingsView.parse(body),
      ),
  } as const;
}

/**
 * One setting's changes, newest first, read while `key` is set.
 *
 * @example
 * const history = useSettingHistory(open ? 'lists.countCap' : null);
 */
export function useSettingHistory(key: SettingsKey | null) {
  return useQuery({
    enabled: key !== null,
    queryKey: ['system-configuration-history', key],
    queryFn: async () =>
      settingsHistoryResponse.parse(await call('GET', '/wse/configuration/:key/history', { key: key! })).data,
  });
}
