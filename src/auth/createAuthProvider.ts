import { HttpError, type AuthProvider } from 'ra-core';
import { isPublicPath } from './publicPaths';
import { call } from '../transport/call';
import { clearCallError } from '../transport/callState';
import { closeSocket } from '../transport/socketClient';
import { canAccess, type AccessRules } from '../../contract/canAccess';
import { clearToken, decodeToken, getToken, setToken } from './tokenStore';

export interface LoginParams {
  username: string;
  password: string;
  /** The 6-digit TOTP code, once the server has answered TOTP_REQUIRED. */
  code?: string;
}

/**
 * The auth provider with its access answer also given at once: it only reads the token's roles, so the screens
 * need not wait a render for react-admin's asynchronous canAccess (see useAccess).
 */
export interface DashboardAuthProvider extends AuthProvider {
  canAccessNow(params: { resource: string; action: string; record?: unknown }): boolean;
}

interface LoginResponse {
  token: string;
}

/**
 * The stored token's payload, expired or not; null when there is none. An expired token still counts as a
 * session here: the SessionManager's 'Session expired' dialog ends it (docs/product.md#states), not an abrupt
 * logout.
 */
function storedSession() {
  // react-admin checks access many times per page; decodeToken decodes each token once.
  const token = getToken();
  return token ? decodeToken(token) : null;
}

const isExpired = (session: { exp: number }) => session.exp * 1000 <= Date.now();

/**
 * The react-admin auth provider over the reference API: the token lives under dash:login, identity and
 * roles come from its payload, and page/resource access goes through the one {@link canAccess} policy.
 *
 * @example
 * <Admin authProvider={createAuthProvider({ rules: accessRules })} loginPage={false} requireAuth />
 */
export function createAuthProvider(options: { rules: AccessRules }): DashboardAuthProvider {
  const canAccessNow: DashboardAuthProvider['canAccessNow'] = ({ resource, action, record }) =>
    canAccess(storedSession()?.roles ?? [], { resource, action, record }, options.rules);
  return {
    async login({ username, password, code }: LoginParams) {
      const { token } = await call<LoginResponse>('POST', '/login', {
        username,
        password,
        code: code || undefined,
      });
      clearCallError();
      setToken(token);
    },

    async logout() {
      // Closed before the sign-out too, which ends the socket on the server: it must not come back meanwhile.
      closeSocket();
      if (getToken()) {
        // The token may already be expired or revoked: a failed logout call must not show as an error.
        await call('POST', '/logout').catch(clearCallError);
      }
      clearToken();
      closeSocket();
      return '/login';
    },

    async checkAuth() {
      // react-admin's requireAuth gate stays mounted on the public pages and keeps its answer: "signed out"
      // remembered from /login would log the user out again right after signing in. Public pages need no session.
      if (isPublicPath(window.location.pathname)) return;
      if (!storedSession()) throw new HttpError('Not signed in', 401);
    },

    async checkError(error: unknown) {
      // 403 means "not allowed to do this", not "signed out": only a 401 ends the session, and not while
      // the token has merely run out, since the expired dialog is then about to log out.
      if ((error as { status?: number } | null)?.status !== 401) return;
      const session = storedSession();
      if (!session || !isExpired(session)) throw error;
    },

    async getIdentity() {
      const session = storedSession();
      if (!session) throw new HttpError('Not signed in', 401);
      return { id: session.account.id, fullName: session.account.username };
    },

    async getPermissions() {
      return storedSession()?.roles ?? [];
    },

    async canAccess(params) {
      return canAccessNow(params);
    },

    canAccessNow,
  };
}
