const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/**
 * Whether an error means a page's code could not be loaded, typically after a new deployment replaced the chunks.
 *
 * @example
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')); // true
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERRORS.some((pattern) => pattern.test(message));
}
