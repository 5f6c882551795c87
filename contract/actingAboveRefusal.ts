/**
 * Why a change of an account or group is refused to one lacking some of the roles it holds (an account's own and
 * its groups', a group's; `missing` as rolesNotHeld gives them): the server's 403 message and the reason the
 * screens show beside disabled controls.
 *
 * @example
 * actingAboveRefusal('account', ['DONATE_CREDITS', 'REVENUE_PLATFORM']);
 * // 'You cannot change an account that holds roles you do not hold: DONATE_CREDITS, REVENUE_PLATFORM.'
 */
export function actingAboveRefusal(holder: 'account' | 'group', missing: readonly string[]): string {
  const what = holder === 'account' ? 'an account that holds' : 'a group that grants';
  return `You cannot change ${what} roles you do not hold: ${missing.join(', ')}.`;
}
