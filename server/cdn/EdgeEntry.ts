/** One response the edge cache holds: a path as sent for one Accept-Encoding, with the headers it was sent with. */
export interface EdgeEntry {
  path: string;
  /** The request's Accept-Encoding, normalized: the same path is held once per set of encodings asked. */
  variant: string;
  headers: Record<string, string>;
  body: Buffer;
  hits: number;
  cachedAt: Date;
}
