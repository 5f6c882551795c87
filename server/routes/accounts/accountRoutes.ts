import type { FastifyInstance } from 'fastify';
import { servedNamed } from '../../resources/servedNamed';
import type { ServedResource } from '../../resources/ServedResource';
import { accountGroupsRoutes } from './accountGroupsRoutes';
import { accountRolesRoutes } from './accountRolesRoutes';
import { preferencesRoutes } from './preferencesRoutes';

/** What accounts have beyond their resource's CRUD (served from resources/accounts): roles, groups, preferences. */
export async function accountRoutes(
  app: FastifyInstance,
  { resources }: { resources: readonly ServedResource[] },
): Promise<void> {
  const served = servedNamed(resources, 'accounts');
  accountRolesRoutes(app, served);
  accountGroupsRoutes(app, served);
  preferencesRoutes(app);
}
