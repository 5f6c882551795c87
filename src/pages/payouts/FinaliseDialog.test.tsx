import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../routing/MemoryRouter';
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
    <MemoryRouter>
      <FinaliseDialog
        batch={batch}
        open
        onClose={vi.fn()}
        onConfirm={onConfirm}
        pending={false}
        twoFactorEnabled
        codeProblem={null}
        problem={null}
        {...props}
      />
    </MemoryRouter>,
  );
  return onConfirm;
};

describe('FinaliseDialog', () => {
  it('names the period and what is paid, and moves no money on Enter without a code', async () => {
    const onConfirm = renderDialog();
    const dialog = screen.getByRole('dialog', {
      name: 'Finalise the 10 Days payout of 2026-10-11 – 2026-10-20?',
    });
    expect(dialog).toHaveTextContent('12 invoices, € 1.234,56 in total');
    const code = screen.getByLabelText(/Two-factor code/);
    expect(code).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Enter the 6 digits your authenticator app shows')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finalise' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(code, '123456{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('shows what the server said about the code at the field', () => {
    renderDialog({ codeProblem: 'That code is not valid. Enter the current code' });
    expect(screen.getByLabelText(/Two-factor code/)).toHaveAccessibleDescription(
      'That code is not valid. Enter the current code',
    );
  });

  it('tells an account without two-factor sign-in to set it up first, and cannot be confirmed', () => {
    renderDialog({ twoFactorEnabled: false });
    expect(screen.getByRole('alert')).toHaveTextContent('your account has no two-factor sign-in yet');
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/qr');
    expect(screen.queryByLabelText(/Two-factor code/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('cannot be confirmed twice while the first finalisation is under way', () => {
    renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeDisabled();
  });
});
