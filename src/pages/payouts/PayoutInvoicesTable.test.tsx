import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayoutInvoice } from '../../../contract/finance/payoutApi';
import { PayoutInvoicesTable } from './PayoutInvoicesTable';

const invoice: PayoutInvoice = {
  id: 1,
  number: null,
  kind: 'model',
  performer: 7,
  studio: null,
  holderName: 'anna_happy524',
  paymentType: 'I',
  earnings: 600,
  withheld: [],
  paidBack: [],
  amount: 123_945,
  lines: [
    { performer: 7, type: 'clientppt', gross: 1000, earned: 600 },
    { performer: 7, type: 'bonus', gross: 123_345, earned: 123_345, bonus: 21 },
  ],
  accountHolder: 'Anna Happy',
  iban: '•••• 4300',
  bic: '',
  problems: null,
  sepaLeftOut: null,
};

describe('PayoutInvoicesTable', () => {
  it('shows the bonuses an invoice pays beside its earnings, in the amount', () => {
    render(<PayoutInvoicesTable invoices={[invoice]} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    const column = (name: string) =>
      cells[
        within(table)
          .getAllByRole('columnheader')
          .findIndex((header) => header.textContent === name)
      ];
    expect(column('Earnings')).toHaveTextContent('6,00');
    expect(column('Bonuses')).toHaveTextContent('1.233,45');
    expect(column('Amount')).toHaveTextContent('1.239,45');
  });
});

describe('PayoutInvoicesTable pages', () => {
  const many = Array.from({ length: 30 }, (_, index) => ({
    ...invoice,
    id: index + 1,
    holderName: `holder ${index + 1}`,
  }));

  it('shows the next 25 invoices on the next page, and as many as chosen per page', async () => {
    render(<PayoutInvoicesTable invoices={many} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('holder 25')).toBeInTheDocument();
    expect(within(table).queryByText('holder 26')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('holder 30')).toBeInTheDocument();
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    expect(within(table).queryByText('holder 25')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('rowgroup')[1]).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(await within(table).findByText('holder 1')).toBeInTheDocument();
    expect(within(table).getByText('holder 30')).toBeInTheDocument();
  });
});
