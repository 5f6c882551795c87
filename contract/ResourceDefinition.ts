import type { ApiCall, HttpCall } from './ApiCall';
import type { RoleNeed } from './canAccess';
import type { FieldDefinition } from './FieldDefinition';
import type { MenuGroupKey } from './menuGroups';

/**
 * A field whose value the API reads and writes through its own call, e.g. an account's roles through
 * `GET/PUT /account/:id/roles`. The provider merges it into the record and writes it after the main save. The
 * server serves GET and PUT at `write`'s path from this declaration (serveRelations), with the field's schema
 * and roles (`access.read`, `access.edit`); the resource's hooks give only the write.
 */
export interface RelationCall {
  source: string;
  /** Only when the main record does not carry the field. */
  read?: ApiCall;
  write: HttpCall;
  /** Who may write it, when not the field's `access.edit` (a hook may refuse more, e.g. one's own record only). */
  role?: RoleNeed;
  /** The create call accepts this field in its body, so no extra write is needed after creating. */
  inlineOnCreate?: boolean;
}

/** Per react-admin operation, the API call that serves it. */
export interface ApiMapping {
  /**
   * The resource follows ra-data-simple-rest's conventions at this path (`GET /path?sort&range&filter` with a
   * Content-Range header, `GET|PUT|DELETE /path/:id`, `POST /path`), for resources whose paths
   * docs/product.md#calls does not name; the operations below then are not declared.
   */
  rest?: string;
  getList?: ApiCall;
  getOne?: ApiCall;
  create?: ApiCall;
  update?: ApiCall;
  delete?: ApiCall;
  /** Deletes several records at once or none (`filter: { id: [...] }`). */
  deleteMany?: ApiCall;
  /** Sends the clear value of one masked field: `{ id, field, reason }` → `{ field, value }`. */
  reveal?: ApiCall;
  relations?: readonly RelationCall[];
  /** Reshapes one record as the API sends it into the record the screens show. */
  toRecord?: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A button on the record page that runs one call for the record (e.g. 'Send password reset'). The server serves
 * the call from this declaration (serveActions): its path and method, its role, its body (the form's fields,
 * `sends`, and the dialog's `requestKey`) and its audit entry; the resource's hooks give only the handler.
 */
export interface RecordAction {
  name: string;
  label: string;
  /** The call, with `:id` for the record; several actions may share one, told apart by what they `sends`. */
  call: HttpCall;
  /** Fixed values the request carries besides the form's (`{ decision: 'deny' }`). */
  sends?: Readonly<Record<string, string>>;
  role: RoleNeed;
  /**
   * What the action will do, said before it runs: a text, or one made from the record and the form's values as
   * they are typed (a donation: to whom, how many credits, the balance after).
   */
  confirm?: string | ((record: Record<string, unknown>, values: Record<string, unknown>) => string);
  /**
   * The record's fields that say whom the action touches and how much, as its list shows them (a refund: the
   * member, the credits, the chat): the confirmation's title names the record by the first that has a value and
   * lists the others with their labels. Without it the title names the record by its `recordRepresentation`.
   */
  subject?: readonly string[];
  success: string;
  /** Inputs asked in the action's dialog (an amount and a reason, say), validated like a form. */
  form?: readonly FieldDefinition[];
  /**
   * The request must carry the dialog's `requestKey`, and the server books one result per key: for actions
   * whose repetition would count twice (money). Other form actions may send it; their record's state makes a
   * repeat harmless.
   */
  keyed?: boolean;
  /** The audit entry's action, e.g. 'reservation.release'; its target is the definition's `auditTarget`. */
  audit: string;
  /** Why the action does not apply to this record (it is shown disabled with the reason); undefined when it does. */
  unavailable?: (
    record: Record<string, unknown>,
    viewer: { accountId: number | undefined },
  ) => string | undefined;
  /** The answer holds a link to show (`{ url, expiresAt }`), e.g. a single-use sign-in link. */
  showsLink?: boolean;
  /** Also offered on each row of the list (approving performers from the 'to review' view). */
  inList?: boolean;
}

/** Records of another resource that belong to this one, listed on its record page (a member's payments). */
export interface RelatedList {
  /** The other resource's name. */
  resource: string;
  /** Its filter that names this record's id, e.g. `member`. */
  target: string;
  label: string;
}

/** A filter input of a list; a text filter with `search` looks through several fields at once. */
export type ListFilter = FieldDefinition & {
  alwaysOn?: boolean;
  /** The fields the text is looked for in: at their start (`prefix`, index-friendly) or anywhere. */
  search?: { fields: readonly string[]; match: 'prefix' | 'contains' };
};

export interface ListSettings {
  columns: readonly string[];
  filters?: readonly ListFilter[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  bulkDelete?: boolean;
  /** Name of the downloaded CSV file, without extension; no export without it. */
  exportName?: string;
  /**
   * The server writes the CSV of the filtered list (the list's filter and sort, its columns as the caller may read
   * them) at this call; the Export button downloads it instead of building it in the browser.
   */
  exportCall?: HttpCall;
  /**
   * Other resources whose new records are made from this list, for those reached from no list of their own
   * (a promotion group from the promotions list).
   */
  alsoCreate?: readonly string[];
}

export interface FormSection {
  label: string;
  fields: readonly string[];
}

/**
 * Roles needed per operation. Every operation a resource offers declares one (`OPEN` for any signed-in user, only
 * where no personal or money data is read or written): `dataAccessProblems` holds definitions to it. Revealing a
 * masked value needs `show` and the role the field names (`FieldAccess.reveal`).
 */
export interface OperationAccess {
  /**
   * The list page and its menu entry (the menu roles of docs/product.md#roles-and-menu); defaults to `list`,
   * `OPEN` for an open entry.
   */
  page?: RoleNeed;
  list?: RoleNeed;
  /** One record and its page; defaults to `list`. */
  show?: RoleNeed;
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
  /** Where the list page sits in the sidebar; `label` when the entry is not named `label.many`. */
  menu?: { group: MenuGroupKey; order: number; label?: string };
  /**
   * The page paths (docs/product.md#screens-and-routes): `list` and the edit/create path with `:id?`; `back`, where
   * a saved or deleted record returns when a custom page lists it instead of a `list` route.
   */
  routes: { list?: string; edit?: string; back?: string };
  api: ApiMapping;
  fields: readonly FieldDefinition[];
  list?: ListSettings;
  form?: { sections?: readonly FormSection[] };
  access?: OperationAccess;
  actions?: readonly RecordAction[];
  /** Audit target prefix (`account` → `account:<id>`); the edit page shows the record's history. */
  auditTarget?: string;
  /**
   * What changing a record reaches beyond it (a tariff group's price reaches each of its performers): the
   * record's field counting them and what they are called. The edit form says it while it has changes, and a
   * save that reaches any asks to confirm, naming how many.
   */
  saveImpact?: { count: string; one: string; many: string };
  /** Lists of related records on the record page, each shown to those who may list that resource. */
  related?: readonly RelatedList[];
  /** Pages of a record's own, linked from its heading: `path` with `:id` filled (a partner's whitelabel builder). */
  pages?: readonly { label: string; path: string }[];
  /**
   * For records that are staff accounts: what is refused on the signed-in account's own record, with the reason
   * the server gives and the screen shows beside the disabled control.
   */
  ownRecord?: { refuseDelete?: string };
  /**
   * For staff accounts and groups: the list of roles a record holds (`source`: an account's effective roles, a
   * group's roles), all of which whoever changes it must hold (actingAboveRefusal gives the reason), and the role
   * picker (`grantedBy`), which offers only the roles the viewer holds.
   */
  heldRoles?: { holder: 'account' | 'group'; source: string; grantedBy: string };
}
