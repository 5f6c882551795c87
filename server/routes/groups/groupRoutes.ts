import type { FastifyInstance } from 'fastify';
import { servedNamed } from '../../resources/servedNamed';
import type { ServedResource } from '../../resources/ServedResource';
import { groupMembersRoutes } from './groupMembersRoutes';
import { groupRolesRoutes } from './groupRolesRoutes';

/** What groups have beyond their resource's CRUD (served from resources/groups): members and roles. */
export async function groupRoutes(
  app: FastifyInstance,
  { resources }: { resources: readonly ServedResource[] },
): Promise<void> {
  const served = servedNamed(resources, 'groups');
  groupMembersRoutes(app, served);
  groupRolesRoutes(app, served);
}
