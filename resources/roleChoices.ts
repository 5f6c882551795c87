import { ROLE_INFO, roleLabel } from '../contract/roleInfo';
import { ROLE_GROUPS } from '../contract/roles';
import type { Choice } from '../contract/FieldDefinition';

/**
 * The one option list every role picker and role filter uses: the docs/product.md#roles-and-menu catalogue
 * with its group headings, each role named by its label beside its code, with what it lets someone do.
 */
export const roleChoices: readonly Choice[] = ROLE_GROUPS.flatMap((group) =>
  group.roles.map((role) => ({
    id: role,
    name: roleLabel(role),
    group: group.name,
    description: ROLE_INFO[role].description,
  })),
);
