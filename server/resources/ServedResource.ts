import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Db';
import type { AuditEntry } from '../trail/writeAudit';

export type ApiRecord = Record<string, unknown>;

/** A table the engine can serve: a serial `id`, and `version` where records are edited. */
export type ResourceTable = PgTable & { id: PgColumn };

/** One write of a record, as the hooks see it. */
export interface RecordChange {
  op: 'create' | 'update' | 'delete';
  /** Undefined before a created row exists. */
  id: number | undefined;
  /** The validated fields the caller sent (create, update). */
  input: ApiRecord;
  /** The record as stored before the write (update, delete). */
  before: ApiRecord | undefined;
  /** The record as stored after the write (create, update; set once the row changed). */
  after: ApiRecord | undefined;
}

export interface WriteContext {
  app: FastifyInstance;
  tx: Db;
  actor: Principal;
}

/** A filter that no column holds, e.g. accounts by effective role. */
export interface CustomFilter {
  schema: ZodType;
  where: (value: never, db: Db) => SQL | undefined;
}

/** One run of a record action (serveActions), inside its transaction. */
export interface ActionContext<Row> {
  app: FastifyInstance;
  tx: Db;
  actor: Principal;
  id: number;
  /** The record's row, locked until the transaction ends; a row the actor may not see was a 404 already. */
  row: Row;
  /** The validated body: the form's fields, what the action `sends`, the `requestKey`. */
  body: ApiRecord;
}

/** What a record action did: the answer's extra fields, and the audit entry's change (none: no entry). */
export interface ActionOutcome {
  answer?: ApiRecord;
  audit?: Pick<AuditEntry, 'before' | 'after' | 'changes'>;
}

/** The one part of a declared record action that is code: what it does to the locked record. */
export type ActionHandler<Row = ApiRecord> = (context: ActionContext<Row>) => Promise<ActionOutcome>;

/**
 * One write of a declared relation (serveRelations): stores `value` for record `id`, in a transaction of its own
 * (role changes take their locks first), and answers the stored value.
 */
export type RelationWrite = (context: {
  app: FastifyInstance;
  actor: Principal;
  id: number;
  value: unknown;
  /** The record, locked in `tx`; a record the actor may not see is a 404. */
  lockRecord: (tx: Db) => Promise<ApiRecord>;
  /** The relation's audit entry (`account.roles` on `account:7`), from the stored and the new value. */
  auditEntry: (before: unknown, after: unknown) => AuditEntry;
}) => Promise<unknown>;

/**
 * What a resource does beyond plain CRUD, kept beside its table: rules, relations, computed parts. Every hook
 * is optional; a plain resource has none.
 */
export interface ResourceHooks<Row = ApiRecord> {
  /** Rows the caller may not see at all (migrated members without SEARCH_MIGRATED_ACCOUNTS). */
  hidden?: (actor: Principal) => SQL | undefined;
  filters?: Record<string, CustomFilter>;
  /** Adds the parts the row does not hold (relations, computed values), for a page of records at once. */
  enrich?: (db: Db, records: ApiRecord[]) => Promise<void>;
  /** Turns input fields no column holds into column values (a password into its hash). */
  toColumns?: (input: ApiRecord, context: WriteContext) => Promise<ApiRecord>;
  /**
   * First in the write's transaction, before any row is locked: locks that other transactions take before
   * locking these rows (the role-change lock), so the two never wait on each other.
   */
  lockFirst?: (context: WriteContext) => Promise<void>;
  /** Inside the write's transaction, before the row changes: the resource's own rules. */
  beforeWrite?: (context: WriteContext, change: RecordChange) => Promise<void>;
  /** Inside the write's transaction, after the row changed and before the audit entry: relation rows and the like. */
  afterWrite?: (context: WriteContext, change: RecordChange) => Promise<void>;
  /** Once the transaction committed: events for the realtime layer. */
  afterCommit?: (app: FastifyInstance, change: RecordChange) => void;
  /** The handler of each record action the definition declares, by the action's name. */
  actions?: Record<string, ActionHandler<Row>>;
  /** The write of each relation the definition declares, by its source. */
  relations?: Record<string, RelationWrite>;
}

/** A definition with the table that stores it: one line of the server's registry. */
export interface ServedResource {
  definition: ResourceDefinition;
  table: ResourceTable;
  // The row type is the table's; the engine reads hooks without it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  hooks: ResourceHooks<any>;
}

/**
 * One line of the server's resource registry.
 *
 * @example
 * serve(blacklabels, blacklabelTable);
 */
export function serve<Table extends ResourceTable>(
  definition: ResourceDefinition,
  table: Table,
  hooks: ResourceHooks<Table['$inferSelect']> = {},
): ServedResource {
  return { definition, table, hooks };
}
