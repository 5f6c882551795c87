import type { FastifyInstance } from 'fastify';
import { accountRoute } from './accountRoute';
import { loginRoute } from './loginRoute';
import { logoutRoute } from './logoutRoute';

/** Sign-in, sign-out and the signed-in account (docs/API.md "Authentication"). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  loginRoute(app);
  logoutRoute(app);
  accountRoute(app);
}
