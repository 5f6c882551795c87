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

/** One field of the file: absent means the default; anything but a string (or an empty title) is refused. */
function readField(raw: Record<string, unknown>, key: keyof RuntimeConfig): string {
  const value = raw[key] === undefined ? DEFAULT_CONFIG[key] : raw[key];
  if (typeof value !== 'string') throw new Error(`Invalid /config.json: ${key} must be a string`);
  if (key === 'title' && value === '') throw new Error('Invalid /config.json: title must not be empty');
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  if (!isObject(raw)) throw new Error('Invalid /config.json: expected an object');
  current = {
    apiUrl: readField(raw, 'apiUrl').replace(/\/+$/, ''),
    socketUrl: readField(raw, 'socketUrl'),
    title: readField(raw, 'title'),
    banner: readField(raw, 'banner'),
  };
  return current;
}

/** The configuration loaded by {@link loadConfig}; the defaults before that (e.g. in unit tests). */
export function getConfig(): RuntimeConfig {
  return current ?? DEFAULT_CONFIG;
}
