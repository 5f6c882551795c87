import type { DataProvider, Identifier, RaRecord } from 'ra-core';

/** The clear value of one masked field, as the reveal call answers it. */
export interface RevealedValue {
  field: string;
  value: unknown;
}

/**
 * react-admin's DataProvider plus the record screens' own calls.
 *
 * @example
 * const dataProvider = useDataProvider<DashboardDataProvider>();
 * const { value } = await dataProvider.reveal('members', 12, 'private', 'Chargeback check');
 */
export type DashboardDataProvider = DataProvider & {
  /** Runs the definition's record action `name`; resolves with the API's answer. */
  runAction: (
    resource: string,
    name: string,
    record: RaRecord,
    values?: Record<string, unknown>,
  ) => Promise<unknown>;
  /** Asks the clear value of a masked field with the reason for seeing it (audited by the server). */
  reveal: (resource: string, id: Identifier, field: string, reason: string) => Promise<RevealedValue>;
};
