import { describe, expect, it } from 'vitest';
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { finaliseBlocker } from './finaliseBlocker';

const draft: PayoutBatchSummary = {
  interval: 'Monthly',
  start: '2026-10-01',
  end: '2026-10-31',
  status: 'draft',
  invoices: 3,
  total: 12_345,
  problems: 0,
  calculatedAt: '2026-11-02T09:00:00Z',
  validatedAt: '2026-11-02T09:05:00Z',
  finalisedAt: null,
  finalisedBy: null,
  job: null,
};

describe('finaliseBlocker', () => {
  it('lets a checked draft without bank problems be finalised', () => {
    expect(finaliseBlocker(draft)).toBeNull();
  });

  it('asks for the bank check first, then for the problems it found to be corrected', () => {
    expect(finaliseBlocker({ ...draft, validatedAt: null })).toBe(
      'Validate the bank data before finalising.',
    );
    expect(finaliseBlocker({ ...draft, problems: 2 })).toBe(
      '2 invoice(s) have bank data problems: correct them, calculate and validate again.',
    );
  });

  it('says nothing of periods that are not drafts', () => {
    expect(finaliseBlocker({ ...draft, status: 'final', problems: 2 })).toBeNull();
    expect(finaliseBlocker({ ...draft, status: 'none', validatedAt: null })).toBeNull();
  });
});
