import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { ApiError } from '../http/ApiError';

export const TOKEN_ISSUER = 'wse-dashboard-api';
export const TOKEN_AUDIENCE = 'wse-dashboard';
const ALGORITHM = 'HS256';

export interface TokenSettings {
  jwtSecret: string;
  tokenTtlSeconds: number;
}

/** What a token says about its holder (docs/API.md "JWT payload"). */
export interface TokenClaims {
  account: { id: number; username: string };
  roles: string[];
  /** The account's `tokenVersion` when the token was issued; a bump invalidates older tokens. */
  ver: number;
}

export interface VerifiedToken extends TokenClaims {
  jti: string;
  iat: number;
  exp: number;
}

export interface SignedToken {
  token: string;
  jti: string;
  exp: number;
}

const keyOf = (settings: TokenSettings) => new TextEncoder().encode(settings.jwtSecret);

/**
 * Signs a session token that lives `tokenTtlSeconds`.
 *
 * @example
 * const { token, exp } = await signToken(app.config, { account: { id: 1, username: 'admin' }, roles, ver: 1 });
 */
export async function signToken(settings: TokenSettings, claims: TokenClaims): Promise<SignedToken> {
  const jti = randomUUID();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.tokenTtlSeconds;
  const token = await new SignJWT({ account: claims.account, roles: claims.roles, ver: claims.ver })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(settings));
  return { token, jti, exp };
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & VerifiedToken {
  const account = payload.account as { id?: unknown; username?: unknown } | undefined;
  return (
    typeof account?.id === 'number' &&
    typeof account.username === 'string' &&
    Array.isArray(payload.roles) &&
    typeof payload.ver === 'number' &&
    typeof payload.jti === 'string'
  );
}

/**
 * Checks signature (HS256 only), issuer, audience and expiry; throws a 401 ApiError otherwise. It does not
 * look at revocation or the account's version: `authenticateToken` does.
 *
 * @example
 * const claims = await verifyToken(app.config, token);
 */
export async function verifyToken(settings: TokenSettings, token: string): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, keyOf(settings), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    if (!isClaims(payload)) throw new ApiError(401, 'UNAUTHORIZED', 'The token is not a session token.');
    return payload;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const expired = error instanceof errors.JWTExpired;
    throw new ApiError(401, 'UNAUTHORIZED', expired ? 'The session has expired.' : 'The token is not valid.');
  }
}
