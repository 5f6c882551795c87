/** The id of the note saying why a record's form is refused, which its disabled buttons point to. */
export const heldRolesReasonId = 'held-roles-reason';
