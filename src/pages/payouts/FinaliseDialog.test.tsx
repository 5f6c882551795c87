import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { FinaliseDialog, type FinaliseDialogProps } from './FinaliseDialog';

const batch: PayoutBatchSummary = {
  interval: '10 Days',
  start: '2026-10-11',
  end: '2026-10-20',
  status: 'draft',
  invoices: 12,
  total: 123_456,
  problems: 0,
  calculatedAt: '2026-11-02T09:00:00Z',
  validatedAt: '2026-11-02T09:05:00Z',
  finalisedAt: null,
  finalisedBy: null,
  job: null,
};

const renderDialog = (props: Partial<FinaliseDialogProps> = {}) => {
  const onConfirm = vi.fn();
  render(
    <FinaliseDialog
      batch={batch}
      open
      onClose={vi.fn()}
      onConfirm={onConfirm}
      pending={false}
      needsCode={false}
      problem={null}
      {...props}
    />,
  );
  return onConfirm;
};

describe('FinaliseDialog', () => {
  it('names the period and what is paid, with Cancel focused so Enter alone finalises nothing', async () => {
    const onConfirm = renderDialog();
    const dialog = screen.getByRole('dialog', {
      name: 'Finalise the 10 Days payout of 2026-10-11 – 2026-10-20?',
    });
    expect(dialog).toHaveTextContent('12 invoices, 1.234,56 in total');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Finalise' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('asks for the two-factor code when the server wants it, and sends it', async () => {
    const onConfirm = renderDialog({
      needsCode: true,
      problem: 'Enter the code from your authenticator app to finalise.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code from your authenticator app');
    const code = screen.getByLabelText('Two-factor code');
    expect(code).toHaveFocus();
    await userEvent.type(code, '123456{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('cannot be confirmed twice while the first finalisation is under way', () => {
    renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeDisabled();
  });
});
