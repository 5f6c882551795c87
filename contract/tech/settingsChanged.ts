import { z } from 'zod';

/**
 * The socket event `settings-changed`, sent to every signed-in socket of every instance when a setting of System
 * configuration changes or is reset: which one and by whom (no value: the page reads it again).
 */
export const settingsChanged = z.object({ key: z.string(), by: z.string() });

export type SettingsChanged = z.infer<typeof settingsChanged>;
