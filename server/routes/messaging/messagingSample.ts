/**
 * What the authorization walk and the bad-input properties send to the messaging calls: a send whose count
 * cannot hold (the sample audience is never empty), so walking it queues nothing.
 */
export const MESSAGING_SAMPLE = {
  count: { audience: { recipients: 'members', state: 'active' } },
  send: {
    audience: { recipients: 'members', state: 'active' },
    subject: 'Hello',
    body: 'A message for you',
    expectedCount: 0,
  },
} as const;
