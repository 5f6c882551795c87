import type { LoginKeyKind } from './loginRules';

export interface LoginKey {
  kind: LoginKeyKind;
  key: string;
}

const nameOf = (username: string) => username.trim().toLowerCase();

/**
 * The throttle key of one account from one address, whose failures a sign-in from there forgives.
 *
 * @example
 * pairKey('Anna', '203.0.113.9'); // 'pair:anna|203.0.113.9'
 */
export function pairKey(username: string, address: string): string {
  return `pair:${nameOf(username)}|${address}`;
}

/**
 * The throttle keys a sign-in attempt counts against (see LOGIN_RULES): the account from this address, the
 * address, and, from an address the account has not signed in from before, the account.
 *
 * @example
 * loginKeys('Anna', '203.0.113.9', { knownAddress: false }).map((k) => k.key);
 * // ['pair:anna|203.0.113.9', 'address:203.0.113.9', 'account:anna']
 */
export function loginKeys(
  username: string,
  address: string,
  { knownAddress }: { knownAddress: boolean },
): LoginKey[] {
  const keys: LoginKey[] = [
    { kind: 'pair', key: pairKey(username, address) },
    { kind: 'address', key: `address:${address}` },
  ];
  if (!knownAddress) keys.push({ kind: 'account', key: `account:${nameOf(username)}` });
  return keys;
}
