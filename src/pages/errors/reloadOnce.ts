const RELOADED_AT = 'dash:chunk-reload-at';
const GUARD_MS = 60_000;

/**
 * Reloads the page to fetch fresh code, unless it already did so in this tab within the last 60 s
 * (docs/product.md#errors), so a chunk that stays broken cannot cause a reload loop. Returns whether it
 * reloaded.
 *
 * @example
 * if (isChunkLoadError(error) && reloadOnce()) return null;
 */
export function reloadOnce(
  storage: Storage = sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < GUARD_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}
