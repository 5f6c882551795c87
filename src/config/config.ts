import { z } from 'zod';

/** What one build needs to know about the environment it runs in, read from `/config.json` at start-up. */
export interface RuntimeConfig {
  apiUrl: string;
  socketUrl: string;
  title: string;
  banner: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: '/api',
  socketUrl: '',
  title: 'wse-dashboard',
  banner: 'Development/testing mode: changes made here do not affect production data.',
};

const configSchema = z.object({
  apiUrl: z.string().default(DEFAULT_CONFIG.apiUrl),
  socketUrl: z.string().default(DEFAULT_CONFIG.socketUrl),
  title: z.string().min(1).default(DEFAULT_CONFIG.title),
  banner: z.string().default(DEFAULT_CONFIG.banner),
});

let current: RuntimeConfig | null = null;

/**
 * Fetches `/config.json` and keeps the validated result for {@link getConfig}. A missing file gives the
 * defaults; a file that does not validate is an error, since a wrong API URL must not go unnoticed.
 *
 * @example
 * await loadConfig();
 * createRoot(root).render(<App />);
 */
export async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  const isJson = response.ok && (response.headers.get('content-type') ?? '').includes('json');
  // A static host without the file may answer with index.html: that means "use the defaults".
  const raw: unknown = isJson ? await response.json() : {};
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid /config.json: ${z.prettifyError(parsed.error)}`);
  current = { ...parsed.data, apiUrl: parsed.data.apiUrl.replace(/\/+$/, '') };
  return current;
}

/** The configuration loaded by {@link loadConfig}; the defaults before that (e.g. in unit tests). */
export function getConfig(): RuntimeConfig {
  return current ?? DEFAULT_CONFIG;
}
