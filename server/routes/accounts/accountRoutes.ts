import type { FastifyInstance } from 'fastify';
import { accountGroupsRoutes } from './accountGroupsRoutes';
import { accountRolesRoutes } from './accountRolesRoutes';
import { createAccountRoute } from './createAccountRoute';
import { deleteAccountRoute } from './deleteAccountRoute';
import { getAccountRoute } from './getAccountRoute';
import { listAccountsRoute } from './listAccountsRoute';
import { preferencesRoutes } from './preferencesRoutes';
import { updateAccountRoute } from './updateAccountRoute';

/** Staff accounts: list, one, create, update, delete, own roles, groups, preferences (docs/API.md). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  listAccountsRoute(app);
  getAccountRoute(app);
  createAccountRoute(app);
  updateAccountRoute(app);
  deleteAccountRoute(app);
  accountRolesRoutes(app);
  accountGroupsRoutes(app);
  preferencesRoutes(app);
}
