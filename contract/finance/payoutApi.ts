import { z } from 'zod';
import { JOB_STATUSES } from '../jobs/jobApi';
import { PAYOUT_INTERVALS } from './payoutPeriods';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** A payout period asked for by its interval and its first day. */
export const payoutPeriodParams = z.object({ interval: z.enum(PAYOUT_INTERVALS), start: day }).strict();

export const payoutJob = z.object({
  id: z.number().int(),
  interval: z.enum(PAYOUT_INTERVALS),
  start: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
});

export const payoutBatchSummary = z.object({
  interval: z.enum(PAYOUT_INTERVALS),
  start: z.string(),
  end: z.string(),
  status: z.enum(['none', 'draft', 'final']),
  invoices: z.number().int(),
  total: z.number().int(),
  problems: z.number().int(),
  calculatedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  finalisedAt: z.string().nullable(),
  finalisedBy: z.string().nullable(),
  job: payoutJob.nullable(),
});

/** GET /payouts/periods: the recent periods of an interval, newest first, with their batch and calculation. */
export const payoutPeriodsResponse = z.object({ data: z.array(payoutBatchSummary) });

const moved = z.array(z.object({ reservation: z.number().int(), amount: z.number().int() }));

export const payoutInvoice = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  kind: z.enum(['model', 'studio']),
  performer: z.number().int().nullable(),
  studio: z.number().int().nullable(),
  holderName: z.string(),
  paymentType: z.enum(['I', 'T']),
  earnings: z.number().int(),
  withheld: moved,
  paidBack: moved,
  amount: z.number().int(),
  lines: z.array(
    z.object({
      performer: z.number().int(),
      type: z.string(),
      gross: z.number().int(),
      earned: z.number().int(),
      /** The bonus a 'bonus' line pays. */
      bonus: z.number().int().optional(),
    }),
  ),
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  problems: z.array(z.string()).nullable(),
  /** Why the SEPA file leaves it out (nothing to pay, bank data), null when it pays it (sepaLeftOut). */
  sepaLeftOut: z.string().nullable(),
});

/** GET /payouts/batch: one period's batch and its invoices. */
export const payoutBatchResponse = z.object({ batch: payoutBatchSummary, invoices: z.array(payoutInvoice) });

/** POST /payouts/create: the period, and the signed-in user's current two-factor code when they have enrolled. */
export const finalisePayoutBody = payoutPeriodParams.extend({ code: z.string().trim().optional() }).strict();

export type PayoutJob = z.infer<typeof payoutJob>;
export type PayoutBatchSummary = z.infer<typeof payoutBatchSummary>;
export type PayoutInvoice = z.infer<typeof payoutInvoice>;
export type PayoutBatchAnswer = z.infer<typeof payoutBatchResponse>;
