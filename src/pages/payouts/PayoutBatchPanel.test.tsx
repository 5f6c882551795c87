import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutBatchSummary, PayoutJob } from '../../../contract/finance/payoutApi';
import { PayoutBatchPanel } from './PayoutBatchPanel';

vi.mock('../../auth/useAccess', () => ({ useAccess: () => ({ canAccess: true }) }));

const job: PayoutJob = {
  id: 7,
  interval: 'Monthly',
  start: '2026-10-01',
  status: 'running',
  done: 2,
  total: 5,
  error: null,
};
const batch: PayoutBatchSummary = {
  interval: 'Monthly',
  start: '2026-10-01',
  end: '2026-10-31',
  status: 'none',
  invoices: 0,
  total: 0,
  problems: 0,
  calculatedAt: null,
  validatedAt: null,
  finalisedAt: null,
  finalisedBy: null,
  job,
};

const idle = () => ({ mutate: vi.fn(), isPending: false, reset: vi.fn() });

function renderPanel(selected: PayoutBatchSummary) {
  const controller = {
    selected,
    calculate: idle(),
    cancel: idle(),
    validate: idle(),
    finalise: idle(),
    downloadSepa: idle(),
    batch: { data: undefined, error: null },
    twoFactorEnabled: true,
    codeProblem: null,
    finaliseProblem: null,
  };
  render(
    <PayoutBatchPanel
      controller={controller as unknown as Parameters<typeof PayoutBatchPanel>[0]['controller']}
    />,
  );
  return controller;
}

describe('PayoutBatchPanel', () => {
  it('shows a running calculation with its progress, and cancels it', async () => {
    const controller = renderPanel(batch);
    expect(screen.getByRole('status')).toHaveTextContent('Calculating: 2 of 5 invoices');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel calculation' }));
    expect(controller.cancel.mutate).toHaveBeenCalledWith(7);
  });

  it('counts a queued calculation as running', () => {
    renderPanel({ ...batch, job: { ...job, status: 'queued', done: 0, total: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('Calculating: 0 of … invoices');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });

  it('says who cancelled the last calculation, which can run again', () => {
    renderPanel({ ...batch, job: { ...job, status: 'cancelled', error: 'Cancelled by anna' } });
    expect(screen.getByText('The last calculation was cancelled (Cancelled by anna).')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });
});
