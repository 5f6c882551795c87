/** A bonus waits for the next payout of its performer, then is paid with it, once. */
export const bonusStatus = [
  { id: 'pending', name: 'Pending' },
  { id: 'paid', name: 'Paid' },
] as const;
