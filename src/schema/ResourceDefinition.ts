import type { Role } from '../auth/roles';
import type { ApiCall } from './ApiCall';
import type { FieldDefinition } from './FieldDefinition';

/**
 * A field whose value the API reads and writes through its own call, e.g. an account's roles through
 * `GET/PUT /account/:id/roles`. The provider merges it into the record and writes it after the main save.
 */
export interface RelationCall {
  source: string;
  /** Only when the main record does not carry the field. */
  read?: ApiCall;
  write: ApiCall;
  /** The create call accepts this field in its body, so no extra write is needed after creating. */
  inlineOnCreate?: boolean;
}

/** Per react-admin operation, the API call that serves it. */
export interface ApiMapping {
  getList?: ApiCall;
  getOne?: ApiCall;
  create?: ApiCall;
  update?: ApiCall;
  delete?: ApiCall;
  relations?: readonly RelationCall[];
  /** Reshapes one record as the API sends it into the record the screens show. */
  toRecord?: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/** A button on the edit page that runs one API call for the record (e.g. 'Send password reset'). */
export interface RecordAction {
  name: string;
  label: string;
  call: ApiCall;
  /** The request data from the record; defaults to `{ id }`. */
  payload?: (record: Record<string, unknown>) => Record<string, unknown>;
  role?: Role;
  confirm?: string;
  success: string;
}

export interface ListSettings {
  columns: readonly string[];
  filters?: readonly (FieldDefinition & { alwaysOn?: boolean })[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  bulkDelete?: boolean;
  /** Name of the downloaded CSV file, without extension; no export without it. */
  exportName?: string;
}

export interface FormSection {
  label: string;
  fields: readonly string[];
}

/** A role, or several of which any one suffices. */
export type RoleNeed = Role | Role[];

/** Roles needed per operation; an operation without a role is open to any signed-in user. */
export interface OperationAccess {
  list?: RoleNeed;
  create?: RoleNeed;
  edit?: RoleNeed;
  delete?: RoleNeed;
  export?: RoleNeed;
}

/** A resource as plain data: the engine builds its routes, screens, API mapping, validation and access from it. */
export interface ResourceDefinition {
  /** react-admin resource name, e.g. 'accounts'. */
  name: string;
  label: { one: string; many: string };
  /** Field that names a record in titles and references. */
  recordRepresentation: string;
  /** Name of an `@mui/icons-material` icon, e.g. 'PeopleOutline'. */
  icon: string;
  menu?: { group: string; order: number };
  /** The spec's paths: `list` and the combined edit/create path with an optional `:id?`. */
  routes: { list?: string; edit?: string };
  api: ApiMapping;
  fields: readonly FieldDefinition[];
  list?: ListSettings;
  form?: { sections?: readonly FormSection[] };
  access?: OperationAccess;
  actions?: readonly RecordAction[];
  /** Audit target prefix (`account` → `account:<id>`); the edit page shows the record's history. */
  auditTarget?: string;
}
