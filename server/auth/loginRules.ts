/** How many failed sign-ins a throttle key allows before each further attempt waits, and how long it remembers. */
export interface LoginRule {
  /** Failures within the window that cost no wait. */
  free: number;
  windowSeconds: number;
}

const HOUR = 60 * 60;

/**
 * The three throttle keys of a sign-in (README "Sign-in"). `pair` is one account from one address: a person
 * mistyping, or one guesser. `address` is every account from one address (an office shares one, hence 20).
 * `account` is one account from every address it has not signed in from before: guessing spread over many
 * addresses; the owner's own addresses skip it, so strangers cannot lock the owner out.
 */
export const LOGIN_RULES = {
  pair: { free: 5, windowSeconds: HOUR },
  address: { free: 20, windowSeconds: HOUR },
  account: { free: 10, windowSeconds: 24 * HOUR },
} satisfies Record<string, LoginRule>;

export type LoginKeyKind = keyof typeof LOGIN_RULES;

export const FIRST_WAIT_SECONDS = 30;
export const LONGEST_WAIT_SECONDS = 15 * 60;

/**
 * Seconds the next attempt waits after the newest of `failures` failures: none while they are free, then 30 s
 * doubling with each further failure, at most 15 minutes.
 *
 * @example
 * waitAfter(5, LOGIN_RULES.pair); // 30
 * waitAfter(7, LOGIN_RULES.pair); // 120
 */
export function waitAfter(failures: number, rule: LoginRule): number {
  if (failures < rule.free) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - rule.free), LONGEST_WAIT_SECONDS);
}
