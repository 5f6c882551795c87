import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z, type ZodType } from 'zod';
import type { RoleNeed } from '../../contract/canAccess';
import { roleToLearn } from '../../contract/fieldMasking';
import { findField } from '../../contract/findField';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ListFilter } from '../../contract/ResourceDefinition';
import type { Db } from '../db/Db';
import { escapeLike } from '../db/escapeLike';
import type { ApiError } from '../http/ApiError';
import { needsRole } from '../http/needsRole';
import { intField } from '../http/queryParams';
import { storageOf } from './fieldStorage';
import type { ServedResource } from './ServedResource';

const RANGE = /^(.+)_(gte|lte)$/;
const ids = z.union([intField(), z.array(intField()).max(500)]).transform((value) => [value].flat());

/** What a filter holds: its field, where its value lives, and how it matches. */
export interface FilterPlan {
  schema: ZodType;
  /** `roles`: the caller's; a search looks only through the fields they may see. */
  where: (value: never, db: Db, roles: readonly string[]) => SQL | undefined;
  /** A search's match per field it looks through, for the caller: `where` is their OR. */
  alternatives?: (value: never, db: Db, roles: readonly string[]) => SQL[];
  /** The field a filter matches on: filtering by it needs the right to see it. */
  path?: string;
}

/** `col` or, for `group.key`, the text at that key of the group's jsonb column. */
function expression(served: ServedResource, path: string): SQL | PgColumn | undefined {
  const [head, ...rest] = path.split('.');
  const column = storageOf(served).get(head ?? '')?.column;
  if (!column || rest.length === 0) return column;
  return sql`(${column} #>> ${`{${rest.join(',')}}`})`;
}

function valueSchema(field: FieldDefinition): ZodType {
  const label = `${field.label} must be`;
  switch (field.kind) {
    case 'enum': {
      const one = z.enum(field.choices.map((choice) => choice.id) as [string, ...string[]], {
        message: `${label} one of the options`,
      });
      return z.union([one, z.array(one).max(50)]);
    }
    case 'boolean':
      return z.boolean({ message: `${label} true or false` });
    case 'reference':
    case 'integer':
      return ids;
    case 'date':
    case 'datetime':
      return z.iso.date({ message: `${label} a date (YYYY-MM-DD)` });
    default:
      return z.string().trim().max(200);
  }
}

/** Equality for one value, membership for a list; jsonb text compared as text, booleans as booleans. */
function matches(field: FieldDefinition, column: SQL | PgColumn, jsonPath: boolean) {
  const target = sql`${column}`;
  return (value: unknown): SQL | undefined => {
    const values = [value].flat();
    if (field.kind === 'text' || field.kind === 'email')
      return sql`lower(${target}) = ${String(value).toLowerCase()}`;
    if (jsonPath) return inArray(target, values.map(String));
    return values.length === 1 ? eq(target, values[0]) : inArray(target, values);
  };
}

function searchPlan(served: ServedResource, filter: ListFilter): FilterPlan {
  const search = filter.search!;
  const fields = served.definition.fields;
  const targets = search.fields.flatMap((path) => {
    const target = expression(served, path);
    return target ? [{ path, target }] : [];
  });
  const alternatives = (value: string, _db: Db, roles: readonly string[]) => {
    const needle = escapeLike(value.toLowerCase());
    if (!needle) return [];
    const seen = targets.filter(({ path }) => roleToLearn(fields, path, roles) === undefined);
    return seen.map(({ target }) =>
      search.match === 'prefix'
        ? sql`lower(${target}) collate "C" like ${`${needle}%`}`
        : sql`lower(${target}) like ${`%${needle}%`}`,
    );
  };
  return {
    schema: z.string().trim().max(200),
    alternatives,
    where: (value: string, db, roles) => or(...alternatives(value, db, roles)),
  };
}

function fieldPlan(served: ServedResource, filter: ListFilter): FilterPlan | undefined {
  const range = RANGE.exec(filter.source);
  const path = range ? range[1]! : filter.source;
  const target = expression(served, path);
  const field = findField(served.definition.fields, path) ?? filter;
  if (!target) return undefined;
  if (range) {
    return {
      path,
      schema: z.iso.date({ message: `${filter.label} must be a date (YYYY-MM-DD)` }),
      where: (value: string) =>
        range[2] === 'gte'
          ? sql`${target} >= ${value}::date`
          : sql`${target} < (${value}::date + interval '1 day')`,
    };
  }
  const jsonPath = path.includes('.');
  const booleanInJson = jsonPath && field.kind === 'boolean';
  return {
    path,
    schema: valueSchema(field),
    where: booleanInJson
      ? (value: boolean) => sql`(${target})::boolean = ${value}`
      : (matches(field, target, jsonPath) as (value: never) => SQL | undefined),
  };
}

/**
 * The filters a list accepts: each of the definition's list filters, `id` (one or several, for getMany), and
 * the resource's own filters. Each comes with its zod schema, so an unknown filter or a bad value is a 400
 * naming it, and with the SQL condition it stands for.
 *
 * @example
 * const plans = filterPlans(served); plans.get('state')?.where('active', db);
 */
const planCache = new WeakMap<ServedResource, Map<string, FilterPlan>>();

export function filterPlans(served: ServedResource): Map<string, FilterPlan> {
  const known = planCache.get(served);
  if (known) return known;
  const plans = new Map<string, FilterPlan>([
    ['id', { schema: ids, where: (value: number[]) => inArray(served.table.id, value) }],
  ]);
  for (const filter of served.definition.list?.filters ?? []) {
    const plan = filter.search ? searchPlan(served, filter) : fieldPlan(served, filter);
    if (plan) plans.set(filter.source, plan);
  }
  for (const [name, custom] of Object.entries(served.hooks.filters ?? {})) plans.set(name, custom);
  planCache.set(served, plans);
  return plans;
}

/** react-admin sends a filter on `details.accountState` as `{ details: { accountState } }`. */
function flatten(value: unknown, plans: Map<string, FilterPlan>, prefix = ''): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => {
      const path = `${prefix}${key}`;
      const nested = typeof inner === 'object' && inner !== null && !Array.isArray(inner);
      return nested && !plans.has(path)
        ? Object.entries(flatten(inner, plans, `${path}.`) as Record<string, unknown>)
        : [[path, inner]];
    }),
  );
}

/**
 * The zod schema of a list's `filter` parameter, read by the query string's JSON, flattened and strict.
 *
 * @example
 * filterSchema(served).parse({ details: { accountState: 'ok' } }); // { 'details.accountState': 'ok' }
 */
export function filterSchema(served: ServedResource): ZodType<Record<string, unknown>> {
  const plans = filterPlans(served);
  const shape = Object.fromEntries([...plans].map(([name, plan]) => [name, plan.schema.optional()]));
  return z.preprocess((value) => flatten(value, plans), z.object(shape).strict());
}

/**
 * The SQL condition of a parsed filter for a caller holding `roles`: a filter on a value they may not see is a
 * 403 naming the role it needs, and a search leaves out the fields they may not see.
 *
 * @example
 * const where = filterWhere(served, { state: 'active', q: 'ann' }, app.db, principal.roles);
 */
export function filterWhere(
  served: ServedResource,
  filter: Record<string, unknown>,
  db: Db,
  roles: readonly string[],
): SQL | undefined {
  const plans = filterPlans(served);
  return and(
    ...Object.entries(filter).map(([name, value]) => {
      const plan = plans.get(name);
      if (value === undefined || !plan) return undefined;
      const need =
        plan.path === undefined ? undefined : roleToLearn(served.definition.fields, plan.path, roles);
      if (need !== undefined) throw cannotLearn('Filtering', served, plan.path!, need);
      return plan.where(value as never, db, roles);
    }),
  );
}

/**
 * 403 for a filter or sort on a value the caller may not see, naming the value and the role it needs.
 *
 * @example
 * throw cannotLearn('Sorting', served, 'email', 'MEMBER_EMAIL');
 */
export function cannotLearn(
  what: 'Filtering' | 'Sorting',
  served: ServedResource,
  path: string,
  need: RoleNeed,
): ApiError {
  return needsRole(`${what} by ${findField(served.definition.fields, path)?.label ?? path}`, need);
}
