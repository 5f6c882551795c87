import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The Drizzle database, whether it runs on embedded PGlite or on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;
