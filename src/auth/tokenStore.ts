import { jwtDecode } from 'jwt-decode';
import { STORAGE_KEYS } from '../lib/storageKeys';

/** What the dashboard reads from the login token's signed payload (docs/API.md). */
export interface TokenPayload {
  account: { id: number; username: string };
  roles: string[];
  exp: number;
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.login);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.login, token);
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.login);
}

// Start-up reads the one token from many places (auth checks, access rules, the session): decoded once.
let decoded: { token: string; payload: TokenPayload | null } | undefined;

/**
 * Reads the payload without verifying it (the server verifies); null when it is not a usable login token. The
 * same token gives the same object.
 */
export function decodeToken(token: string): TokenPayload | null {
  if (decoded?.token !== token) decoded = { token, payload: readPayload(token) };
  return decoded.payload;
}

function readPayload(token: string): TokenPayload | null {
  try {
    const payload = jwtDecode<Partial<TokenPayload>>(token);
    const { account, roles, exp } = payload;
    if (!account || typeof account.id !== 'number' || typeof account.username !== 'string') return null;
    if (!Array.isArray(roles) || typeof exp !== 'number') return null;
    return { account: { id: account.id, username: account.username }, roles: roles.map(String), exp };
  } catch {
    return null;
  }
}
