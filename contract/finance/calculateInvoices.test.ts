import { describe, expect, it } from 'vitest';
import { calculateInvoices, type PayoutInput } from './calculateInvoices';

const everyone = () => true;
const run = (input: Partial<PayoutInput>) =>
  calculateInvoices({ earnings: [], held: [], due: [], pays: everyone, ...input });

describe('calculateInvoices', () => {
  it('pays a model their share of each payment type, rounded to the cent once per line', () => {
    const [invoice, ...rest] = run({
      earnings: [
        { performer: 7, studio: null, type: 'clientppt', gross: 999 }, // 60%: 599.4
        { performer: 7, studio: null, type: 'clientppt', gross: 1 }, // same line: 1000 → 600
        { performer: 7, studio: null, type: 'clientppm', gross: 1001 }, // 40%: 400.4
        { performer: 7, studio: null, type: 'provision', gross: 5000 }, // partners' commission: nothing
      ],
    });
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({
      holder: { performer: 7 },
      paymentType: 'I',
      earnings: 1000,
      amount: 1000,
    });
    expect(invoice?.lines.map((line) => [line.type, line.gross, line.earned])).toEqual([
      ['clientppm', 1001, 400],
      ['clientppt', 1000, 600],
      ['provision', 5000, 0],
    ]);
  });

  it('splits a performer who changed studio in the period by the studio they were with when paid', () => {
    const invoices = run({
      earnings: [
        { performer: 3, studio: 10, type: 'clientppm', gross: 10_000 },
        { performer: 3, studio: 11, type: 'clientppm', gross: 5_000 },
        { performer: 4, studio: 10, type: 'clientppm', gross: 2_500 },
        { performer: 3, studio: null, type: 'clientppm', gross: 100 },
      ],
    });
    expect(invoices.map((invoice) => [invoice.holder, invoice.paymentType, invoice.amount])).toEqual([
      [{ studio: 10 }, 'T', 5000],
      [{ studio: 11 }, 'T', 2000],
      [{ performer: 3 }, 'I', 40],
    ]);
  });

  it('leaves out the holders another interval pays', () => {
    const invoices = run({
      earnings: [
        { performer: 1, studio: 10, type: 'clientppm', gross: 1000 },
        { performer: 2, studio: null, type: 'clientppm', gross: 1000 },
      ],
      pays: (holder) => 'studio' in holder,
    });
    expect(invoices.map((invoice) => invoice.holder)).toEqual([{ studio: 10 }]);
  });

  it('withholds a reservation larger than the earnings up to them, never below zero', () => {
    const [invoice] = run({
      earnings: [{ performer: 1, studio: null, type: 'clientppm', gross: 1000 }],
      held: [{ id: 5, holder: { performer: 1 }, outstanding: 10_000 }],
    });
    expect(invoice).toMatchObject({ earnings: 400, withheld: [{ reservation: 5, amount: 400 }], amount: 0 });
  });

  it('takes a performer reservation from their own earnings in a studio invoice, and a studio one from the rest', () => {
    const [invoice] = run({
      earnings: [
        { performer: 1, studio: 10, type: 'clientppm', gross: 1000 }, // 400
        { performer: 2, studio: 10, type: 'clientppm', gross: 3000 }, // 1200
      ],
      held: [
        { id: 1, holder: { performer: 1 }, outstanding: 300 },
        { id: 2, holder: { performer: 1 }, outstanding: 300 }, // only 100 of performer 1 is left
        { id: 3, holder: { studio: 10 }, outstanding: 5000 }, // the rest of the invoice
      ],
    });
    expect(invoice?.withheld).toEqual([
      { reservation: 1, amount: 300 },
      { reservation: 2, amount: 100 },
      { reservation: 3, amount: 1200 },
    ]);
    expect(invoice?.amount).toBe(0);
  });

  it('pays back released reservations, also to a holder without earnings in the period', () => {
    const invoices = run({
      earnings: [{ performer: 1, studio: null, type: 'clientppm', gross: 1000 }],
      due: [
        { id: 8, payTo: { performer: 1 }, withheld: 250 },
        { id: 9, payTo: { studio: 12 }, withheld: 700 },
        { id: 10, payTo: { studio: 13 }, withheld: 0 },
      ],
    });
    expect(invoices.map((invoice) => [invoice.holder, invoice.amount, invoice.paidBack])).toEqual([
      [{ studio: 12 }, 700, [{ reservation: 9, amount: 700 }]],
      [{ performer: 1 }, 650, [{ reservation: 8, amount: 250 }]],
    ]);
  });

  it('makes no invoice without earnings or money due', () => {
    expect(run({ held: [{ id: 1, holder: { studio: 1 }, outstanding: 100 }] })).toEqual([]);
  });

  it('pays each due bonus whole as a line of its holder’s invoice, beside the earnings and out of reservations’ reach', () => {
    const invoices = run({
      earnings: [{ performer: 7, studio: null, type: 'clientppt', gross: 1000 }],
      held: [{ id: 1, holder: { performer: 7 }, outstanding: 10_000 }],
      bonuses: [
        { id: 21, performer: 7, studio: null, amount: 2500 },
        { id: 22, performer: 8, studio: 10, amount: 1000 },
        { id: 23, performer: 9, studio: 11, amount: 700 }, // its studio is paid on another interval
      ],
      pays: (holder) => !('studio' in holder) || holder.studio === 10,
    });
    expect(invoices.map((invoice) => [invoice.holder, invoice.earnings, invoice.amount])).toEqual([
      [{ studio: 10 }, 0, 1000],
      [{ performer: 7 }, 600, 2500],
    ]);
    expect(invoices[1]?.withheld).toEqual([{ reservation: 1, amount: 600 }]);
    expect(invoices.flatMap((invoice) => invoice.lines.filter((line) => line.type === 'bonus'))).toEqual([
      { performer: 8, type: 'bonus', gross: 1000, earned: 1000, bonus: 22 },
      { performer: 7, type: 'bonus', gross: 2500, earned: 2500, bonus: 21 },
    ]);
  });
});
