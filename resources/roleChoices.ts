import { ROLE_GROUPS } from '../contract/roles';
import type { Choice } from '../contract/FieldDefinition';

/** The one option list every role picker and role filter uses: the spec §6 catalogue with its group headings. */
export const roleChoices: readonly Choice[] = ROLE_GROUPS.flatMap((group) =>
  group.roles.map((role) => ({ id: role, name: role, group: group.name })),
);
