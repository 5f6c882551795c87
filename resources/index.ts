import type { ResourceDefinition } from '../src/schema/ResourceDefinition';
import accounts from './accounts';
import audit from './audit';
import groups from './groups';

/** Every resource the dashboard knows; adding one is a folder plus one line here. */
export const registry: readonly ResourceDefinition[] = [
  accounts, //
  groups,
  audit,
];
