import type { Role } from '../../contract/roles';

/**
 * Who may call a route: anyone, any signed-in account, or a holder of the role (of one of the roles, for a
 * list). A route without an `access` is refused.
 */
export type Access = 'public' | 'signed-in' | Role | readonly Role[];

/** A valid request for a route, so generated tests can call it (the authorization walk, property tests). */
export interface RouteSample {
  /** The URL with its parameters filled; defaults to the route's URL. */
  url?: string;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * A rule this sample request needs beyond the route's: revealing one field needs that field's role too, reading
   * one record's history that record's show rule.
   */
  alsoNeeds?: Access;
}
