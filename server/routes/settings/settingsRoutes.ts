import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  settingsHistoryResponse,
  settingsKeyParams,
  settingsListResponse,
  settingsResetBody,
  settingsUpdateBody,
  settingsView,
} from '../../../contract/tech/settingsApi';
import { SETTINGS_CATALOGUE, type SettingsKey } from '../../../contract/tech/settingsCatalogue';
import { settingsValueSchema } from '../../../contract/tech/settingsValueSchema';
import { settingHistory, settings } from '../../db/schema/settings';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { changeSetting } from '../../settings/changeSetting';
import { settingsViewOf } from '../../settings/settingsViewOf';

/** The most recent changes one history call answers. */
const HISTORY_LIMIT = 200;
const SAMPLE_KEY = 'postbacks.timeout';

const isKey = (key: string): key is SettingsKey => Object.hasOwn(SETTINGS_CATALOGUE, key);

/**
 * System configuration (docs/API.md "System configuration"): the catalogue's settings with their values in force,
 * a change or reset for the version read (a stale one is a 409), and each setting's history. Any signed-in staff
 * reads and changes them; every change is audited and written to the system log.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const keyOf = (key: string): SettingsKey => {
    if (!isKey(key)) throw notFound(`Setting ${key}`);
    return key;
  };
  const change = async (what: Parameters<typeof changeSetting>[2]) => {
    if (await changeSetting(app.db, app.settings, what))
      app.events.emit('settings-changed', { key: what.key, by: what.actor.username });
  };
  const viewOf = async (key: SettingsKey) => {
    const [row] = await app.db.select().from(settings).where(eq(settings.key, key));
    return settingsViewOf(app.settings, key, row);
  };

  api.get(
    '/wse/configuration',
    {
      schema: { response: { 200: settingsListResponse } },
      config: { access: 'signed-in', sample: () => ({}) },
    },
    async () => {
      const rows = new Map((await app.db.select().from(settings)).map((row) => [row.key, row]));
      const keys = Object.keys(SETTINGS_CATALOGUE).filter(isKey);
      return { data: keys.map((key) => settingsViewOf(app.settings, key, rows.get(key))) };
    },
  );

  api.put(
    '/wse/configuration/:key',
    {
      schema: { params: settingsKeyParams, body: settingsUpdateBody, response: { 200: settingsView } },
      config: {
        access: 'signed-in',
        sample: () => ({ url: `/api/wse/configuration/${SAMPLE_KEY}`, body: { value: 4000, version: 0 } }),
      },
    },
    async (request) => {
      const key = keyOf(request.params.key);
      const checked = settingsValueSchema(SETTINGS_CATALOGUE[key]).safeParse(request.body.value);
      if (!checked.success) {
        const why = checked.error.issues[0]?.message ?? 'is not valid';
        throw new ApiError(400, 'VALIDATION', `${key}: ${why}`, { fields: { value: why } });
      }
      const { version } = request.body;
      const actor = principalOf(request).account;
      await change({ key, value: checked.data, version, actor });
      return viewOf(key);
    },
  );

  api.post(
    '/wse/configuration/:key/reset',
    {
      schema: { params: settingsKeyParams, body: settingsResetBody, response: { 200: settingsView } },
      config: {
        access: 'signed-in',
        sample: () => ({ url: `/api/wse/configuration/${SAMPLE_KEY}/reset`, body: { version: 0 } }),
      },
    },
    async (request) => {
      const key = keyOf(request.params.key);
      const actor = principalOf(request).account;
      await change({ key, value: null, version: request.body.version, actor });
      return viewOf(key);
    },
  );

  api.get(
    '/wse/configuration/:key/history',
    {
      schema: { params: settingsKeyParams, response: { 200: settingsHistoryResponse } },
      config: {
        access: 'signed-in',
        sample: () => ({ url: `/api/wse/configuration/${SAMPLE_KEY}/history` }),
      },
    },
    async (request) => {
      const key = keyOf(request.params.key);
      const rows = await app.db
        .select()
        .from(settingHistory)
        .where(eq(settingHistory.key, key))
        .orderBy(desc(settingHistory.at), desc(settingHistory.id))
        .limit(HISTORY_LIMIT);
      return {
        data: rows.map((row) => ({
          id: row.id,
          key: row.key,
          old: row.old,
          new: row.new,
          by: row.by,
          at: row.at.toISOString(),
        })),
      };
    },
  );
}
