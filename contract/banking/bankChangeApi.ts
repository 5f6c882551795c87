import { z } from 'zod';
export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;

/** A code from the actor's authenticator app; its check (and the words when it is missing) is the server's. */
export const secondFactorCode = z.string().trim().max(12, 'Enter the 6-digit code').optional();

/** One change of a record's payout account, as `GET /bank-changes` lists it. */
export const bankChange = z.object({
  id: z.number().int(),
  resource: z.string(),
  record: z.number().int(),
  /** The record's name (a performer's username, a studio's name). */
  recordName: z.string().nullable(),
  /** The new values, nested as the record holds them (`{ private: { account_iban } }`). */
  values: z.record(z.string(), z.unknown()),
  requestedBy: z.object({ id: z.number().int().nullable(), username: z.string() }),
  requestedAt: z.string(),
  status: z.enum(BANK_CHANGE_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});

export type BankChange = z.infer<typeof bankChange>;

export const bankChangeResponse = z.object({ data: bankChange });
export const bankChangesResponse = z.object({ data: z.array(bankChange) });

/** POST /bank-changes/:id/approve */
export const approveBankChangeBody = z.object({ code: secondFactorCode }).strict();

/** POST /bank-changes/:id/reject */
export const rejectBankChangeBody = z
  .object({
    reason: z
      .string({ error: 'Say why the change is rejected' })
      .trim()
      .min(1, 'Say why the change is rejected')
      .max(500, 'Keep the reason under 500 characters'),
  })
  .strict();
