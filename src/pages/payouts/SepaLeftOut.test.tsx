import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutInvoice } from '../../../contract/finance/payoutApi';
import { SepaLeftOut } from './SepaLeftOut';

const invoice = (id: number, overrides: Partial<PayoutInvoice> = {}): PayoutInvoice => ({
  id,
  number: `M20261001-${String(id).padStart(4, '0')}`,
  kind: 'model',
  performer: id,
  studio: null,
  holderName: `Performer ${id}`,
  paymentType: 'T',
  earnings: 1000,
  withheld: [],
  paidBack: [],
  amount: 1000,
  lines: [],
  accountHolder: `Performer ${id}`,
  iban: '•••• 4300',
  bic: '',
  problems: [],
  sepaLeftOut: null,
  ...overrides,
});

describe('SepaLeftOut', () => {
  it('names each invoice the SEPA file leaves out, and why', () => {
    render(
      <SepaLeftOut
        final
        invoices={[
          invoice(1),
          invoice(2, {
            amount: 0,
            withheld: [{ reservation: 4, amount: 1000 }],
            sepaLeftOut: 'Nothing to pay',
          }),
          invoice(3),
          invoice(4, { sepaLeftOut: 'Bank data: IBAN is missing' }),
        ]}
      />,
    );
    const notice = screen.getByRole('alert', { name: 'Left out of the SEPA file' });
    expect(notice).toHaveTextContent('2 of 4 invoices are left out of the SEPA file');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'M20261001-0002, Performer 2 (€\u00a00,00): Nothing to pay',
      'M20261001-0004, Performer 4 (€\u00a010,00): Bank data: IBAN is missing',
    ]);
  });

  it('says nothing when the file pays every invoice', () => {
    const { container } = render(<SepaLeftOut final invoices={[invoice(1), invoice(2)]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
