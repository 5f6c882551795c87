/** Where the link routes' shared budget is counted: the database, or Redis when configured. */
export interface LinkLimitStore {
  /** Counts one request from an address; answers the count in its current window and when that window ends. */
  hit(address: string): Promise<{ hits: number; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

export const LINK_WINDOW_SECONDS = 60;
