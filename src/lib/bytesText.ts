/**
 * A size in bytes as people read it: '840 B', '12.4 kB', '3.1 MB', '1.2 GB' (1 kB = 1,000 B).
 *
 * @example
 * bytesText(12_400); // '12.4 kB'
 */
export function bytesText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}
