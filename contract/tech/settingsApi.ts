import { z } from 'zod';

const settingValue = z.union([z.number(), z.boolean(), z.string()]);

/**
 * One setting as GET /wse/configuration answers it: the value in force, the default it falls back to (the
 * environment variable's value when one is set, else the catalogue's), whether a stored value replaces that
 * default, the version an edit must carry, and who changed it last.
 */
export const settingsView = z.object({
  key: z.string(),
  value: settingValue,
  default: settingValue,
  isDefault: z.boolean(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export type SettingsView = z.infer<typeof settingsView>;

export const settingsListResponse = z.object({ data: z.array(settingsView) });

/** A setting's key has the catalogue's shape (`area.name`); one the catalogue lacks is a 404. */
export const settingsKeyParams = z.object({
  key: z
    .string()
    .max(100)
    .regex(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/, { error: 'must be a setting key such as lists.countCap' }),
});

/** PUT /wse/configuration/:key: the new value, checked against the setting's type, and the version read. */
export const settingsUpdateBody = z.object({ value: z.unknown(), version: z.number().int().min(0) }).strict();

/** POST /wse/configuration/:key/reset: back to the default, for the version read. */
export const settingsResetBody = z.object({ version: z.number().int().min(0) }).strict();

/** One change of a setting: `old`/`new` are null where the setting was (or went back to) its default. */
export const settingsChange = z.object({
  id: z.number().int(),
  key: z.string(),
  old: settingValue.nullable(),
  new: settingValue.nullable(),
  by: z.string(),
  at: z.string(),
});

export type SettingsChange = z.infer<typeof settingsChange>;

export const settingsHistoryResponse = z.object({ data: z.array(settingsChange) });
