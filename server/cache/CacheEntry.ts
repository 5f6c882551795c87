/** What the cache knows of one stored entry (not its value). */
export interface CacheEntry {
  key: string;
  /** Bytes of the stored JSON. */
  size: number;
  createdAt: Date;
  expiresAt: Date;
}
