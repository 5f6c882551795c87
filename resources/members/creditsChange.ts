const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const credits = (amount: number) => `${amount} ${amount === 1 ? 'credit' : 'credits'}`;

/**
 * What donating (`+1`) or reducing (`-1`) a member's credits will do, as the amount is typed: to whom, how many,
 * and the balance after.
 *
 * @example
 * creditsChange(1)({ username: 'anna12', credits: 40 }, { amount: 25 });
 * // 'Give anna12 25 credits: the balance goes from 40 to 65 credits.'
 */
export function creditsChange(direction: 1 | -1) {
  return (member: Record<string, unknown>, values: Record<string, unknown>): string => {
    const name = String(member.username ?? `member ${String(member.id)}`);
    const balance = count(member.credits) ?? 0;
    const amount = count(values.amount);
    const verb = direction === 1 ? `Give ${name}` : `Take from ${name}`;
    if (!amount || amount < 1) return `${verb} credits: the balance is ${credits(balance)}.`;
    return `${verb} ${credits(amount)}: the balance goes from ${balance} to ${credits(balance + direction * amount)}.`;
  };
}
