import type { FastifyInstance } from 'fastify';
import { loginAsRoutes } from './loginAsRoutes';

/** What members have beyond their resource (served from resources/members): the member site's side of login as. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  loginAsRoutes(app);
}
