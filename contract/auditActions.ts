/**
 * What each audited action is called in a record's history, by the part of its code after the record kind
 * (`account.qr-sent` → `qr-sent`), so one word serves every kind of record. A code naming a field of the
 * record (`account.groups`, written by the relation's own call) reads 'Changed'; a code not listed here is
 * shown in words made from it ('price-fixed' → 'Price fixed').
 */
export const auditActions: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  /** Followed by the field revealed: 'Revealed IBAN'. */
  reveal: 'Revealed',
  restore: 'Restored',
  'qr-sent': 'Two-factor QR sent',
  'two-factor-enrolled': 'Two-factor sign-in switched on',
  'reset-requested': 'Password reset sent',
  'password-reset': 'Password set from a reset link',
  preferences: 'Preferences saved',
  'login-as': 'Signed in as this member',
  'credits-donate': 'Credits donated',
  'credits-reduce': 'Credits reduced',
  approve: 'Approved',
  deny: 'Denied',
  release: 'Released',
  calculate: 'Calculated',
  validate: 'Bank data checked',
  finalise: 'Finalised',
  sepa: 'SEPA file downloaded',
  resolve: 'Resolved',
  'marked-valid': 'Marked valid',
  refund: 'Credits refunded',
  'show-ended': 'Show ended',
  kick: 'Member kicked',
  reject: 'Rejected',
};
