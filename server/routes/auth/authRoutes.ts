import type { FastifyInstance } from 'fastify';
import { accountRoute } from './accountRoute';
import { forgotPasswordRoute } from './forgotPasswordRoute';
import { loginRoute } from './loginRoute';
import { logoutRoute } from './logoutRoute';
import { qrRoutes } from './qrRoutes';
import { resetPasswordRoute } from './resetPasswordRoute';

/** Sign-in, sign-out, the signed-in account, password reset and two-factor enrolment (docs/API.md "Authentication"). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  loginRoute(app);
  logoutRoute(app);
  accountRoute(app);
  forgotPasswordRoute(app);
  resetPasswordRoute(app);
  qrRoutes(app);
}
