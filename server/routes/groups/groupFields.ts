import { z } from 'zod';
import { storedRoles } from '../accounts/accountFields';

/** What the roles and members routes read of a group record (its members come sorted from the engine). */
export const storedGroup = z.object({ roles: storedRoles, accounts: z.array(z.number().int()) });
