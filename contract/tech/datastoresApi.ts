import { z } from 'zod';

/** Rows the query console returns at most; it says when there were more. */
export const QUERY_ROW_CAP = 500;
/** How long a console statement may run on PostgreSQL before it is stopped. */
export const QUERY_TIMEOUT_MS = 5_000;
/** The longest text one result cell returns; longer ones are cut, and the answer counts them. */
export const QUERY_CELL_CUT = 2_000;
/**
 * On PGlite a running statement cannot be stopped (no statement_timeout in the embedded engine), so the console
 * refuses a statement whose planned cost for the rows it would fetch is above this.
 */
export const PGLITE_COST_LIMIT = 50_000;

const health = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });

/** GET /datastores: what the server runs on, read when asked. */
export const datastoresResponse = z.object({
  database: z.object({
    kind: z.enum(['PGlite', 'PostgreSQL']),
    version: z.string(),
    name: z.string(),
    schema: z.string(),
    sizeBytes: z.number().nullable(),
    connections: z.number().int().nullable(),
    health,
  }),
  redis: z
    .object({
      version: z.string().nullable(),
      usedMemoryBytes: z.number().nullable(),
      clients: z.number().int().nullable(),
      keys: z.number().int().nullable(),
      health,
    })
    .nullable(),
  checkedAt: z.string(),
});

/** POST /datastores/query: one read-only statement. */
export const queryBody = z
  .object({ sql: z.string().trim().min(1, 'Write one statement').max(20_000) })
  .strict();

export const queryCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const queryResponse = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(queryCell)),
  /** More rows than QUERY_ROW_CAP matched: only the first ones are here. */
  capped: z.boolean(),
  /** Cells longer than QUERY_CELL_CUT, cut. */
  cutCells: z.number().int(),
  ms: z.number(),
});

export type DatastoresView = z.infer<typeof datastoresResponse>;
export type QueryAnswer = z.infer<typeof queryResponse>;
export type QueryCell = z.infer<typeof queryCell>;
