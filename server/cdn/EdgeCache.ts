import type { EdgeEntry } from './EdgeEntry';
import { pathPattern } from './pathPattern';

export interface EdgeCacheLimits {
  /** Bytes of bodies held in all; past it the least recently used entries go. */
  maxBytes: number;
  /** A larger response is served but not held. */
  maxEntryBytes: number;
}

const DEFAULT_LIMITS: EdgeCacheLimits = { maxBytes: 64 * 1024 * 1024, maxEntryBytes: 4 * 1024 * 1024 };

/**
 * The reference server's edge cache: whole responses of its public files by path and Accept-Encoding, in this process
 * (each instance holds its own), bounded in bytes with the least recently used going first.
 *
 * @example
 * const cdn = new EdgeCache();
 * cdn.put({ path: '/assets/index.js', variant: 'br,gzip', headers, body });
 * cdn.hit('/assets/index.js', 'br,gzip'); // the entry, its hits counted
 */
export class EdgeCache {
  private readonly entries = new Map<string, EdgeEntry>();
  private bytes = 0;

  constructor(readonly limits: EdgeCacheLimits = DEFAULT_LIMITS) {}

  /** The held response, counted as a hit and made the most recently used; undefined on a miss. */
  hit(path: string, variant: string): EdgeEntry | undefined {
    const key = `${variant} ${path}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Holds a response unless it is larger than an entry may be; answers whether it was held. */
  put(response: Pick<EdgeEntry, 'path' | 'variant' | 'headers' | 'body'>): boolean {
    if (response.body.length > this.limits.maxEntryBytes) return false;
    this.remove(`${response.variant} ${response.path}`);
    this.entries.set(`${response.variant} ${response.path}`, { ...response, hits: 0, cachedAt: new Date() });
    this.bytes += response.body.length;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.remove(key);
    }
    return true;
  }

  /** The held entries whose path matches the pattern (see pathPattern), by path. */
  matching(pattern: string): EdgeEntry[] {
    const matches = pathPattern(pattern);
    return [...this.entries.values()]
      .filter((entry) => matches(entry.path))
      .sort((a, b) => (a.path === b.path ? a.variant.localeCompare(b.variant) : a.path < b.path ? -1 : 1));
  }

  /** Drops the entries whose path matches; answers them. */
  purge(pattern: string): EdgeEntry[] {
    const gone = this.matching(pattern);
    gone.forEach((entry) => this.remove(`${entry.variant} ${entry.path}`));
    return gone;
  }

  /** Bytes held now. */
  size(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
