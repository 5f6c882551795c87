import { performerEarning } from './payoutShares';

/** Who an invoice pays: a studio (for all its performers) or a performer without a studio (a model invoice). */
export type PayoutHolder = { studio: number } | { performer: number };

/** Member payments of one type to a performer in the period, by the studio they were with when paid. */
export interface EarningRow {
  performer: number;
  studio: number | null;
  type: string;
  gross: number;
}

/** A held reservation and what of it is still to be withheld. */
export interface HeldReservation {
  id: number;
  holder: PayoutHolder;
  outstanding: number;
}

/** A released reservation whose withheld money is due back, to the holder it should now be paid to. */
export interface DueReservation {
  id: number;
  payTo: PayoutHolder;
  withheld: number;
}

export interface InvoiceLine {
  performer: number;
  /** A payment type, or 'bonus' for a bonus paid whole (gross and earned are its amount). */
  type: string;
  gross: number;
  earned: number;
  /** The bonus a 'bonus' line pays, booked as paid when the batch is finalised. */
  bonus?: number;
}

/** A bonus not paid yet, due from a period on, to the performer's invoice (their studio's, if they have one). */
export interface PendingBonus {
  id: number;
  performer: number;
  studio: number | null;
  amount: number;
}

export interface InvoiceDraft {
  holder: PayoutHolder;
  /** I (instant): a model paid on their own; T (total of period): a studio paid the total of its performers. */
  paymentType: 'I' | 'T';
  lines: InvoiceLine[];
  earnings: number;
  withheld: { reservation: number; amount: number }[];
  paidBack: { reservation: number; amount: number }[];
  amount: number;
}

export interface PayoutInput {
  earnings: readonly EarningRow[];
  held: readonly HeldReservation[];
  due: readonly DueReservation[];
  /** Bonuses due by the period's end; each is paid by the first finalised batch that includes it. */
  bonuses?: readonly PendingBonus[];
  /** Whether a holder is paid in this batch (its interval is the batch's). */
  pays: (holder: PayoutHolder) => boolean;
}

const keyOf = (holder: PayoutHolder) =>
  'studio' in holder ? `studio:${holder.studio}` : `model:${holder.performer}`;
const sameHolder = (a: PayoutHolder, b: PayoutHolder) => keyOf(a) === keyOf(b);

function blank(holder: PayoutHolder): InvoiceDraft {
  const paymentType = 'studio' in holder ? 'T' : 'I';
  return { holder, paymentType, lines: [], earnings: 0, withheld: [], paidBack: [], amount: 0 };
}

/** Earnings per holder, one line per performer and payment type, each rounded to the cent once. */
function invoicesFromEarnings(input: PayoutInput): Map<string, InvoiceDraft> {
  const invoices = new Map<string, InvoiceDraft>();
  for (const row of input.earnings) {
    const holder: PayoutHolder = row.studio === null ? { performer: row.performer } : { studio: row.studio };
    if (!input.pays(holder)) continue;
    const invoice = invoices.get(keyOf(holder)) ?? blank(holder);
    invoices.set(keyOf(holder), invoice);
    const line = invoice.lines.find((l) => l.performer === row.performer && l.type === row.type);
    if (line) line.gross += row.gross;
    else invoice.lines.push({ performer: row.performer, type: row.type, gross: row.gross, earned: 0 });
  }
  for (const invoice of invoices.values()) {
    invoice.lines.sort((a, b) => a.performer - b.performer || a.type.localeCompare(b.type));
    for (const line of invoice.lines) line.earned = performerEarning(line.type, line.gross);
    invoice.earnings = invoice.lines.reduce((sum, line) => sum + line.earned, 0);
  }
  return invoices;
}

const sumOf = (entries: readonly { amount: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);

/**
 * Withholds a reservation from the invoices it can reach, up to what is outstanding: a studio's from its
 * invoice; a performer's from their own earnings in each invoice they appear in (model invoice first, then
 * studios). `taken` counts per invoice what each performer's reservations took already.
 */
function withhold(
  reservation: HeldReservation,
  invoices: InvoiceDraft[],
  taken: Map<InvoiceDraft, Map<number, number>>,
) {
  let outstanding = reservation.outstanding;
  const { holder } = reservation;
  const reachable =
    'studio' in holder
      ? invoices.filter((invoice) => sameHolder(invoice.holder, holder))
      : [...invoices].sort((a, b) => Number('studio' in a.holder) - Number('studio' in b.holder));
  for (const invoice of reachable) {
    if (outstanding <= 0) break;
    const left = invoice.earnings - sumOf(invoice.withheld);
    const byPerformer = taken.get(invoice) ?? new Map<number, number>();
    taken.set(invoice, byPerformer);
    const reach =
      'studio' in holder
        ? left
        : sumOf(
            invoice.lines
              .filter((line) => line.performer === holder.performer && line.bonus === undefined)
              .map((line) => ({ amount: line.earned })),
          ) - (byPerformer.get(holder.performer) ?? 0);
    const amount = Math.min(outstanding, reach, left);
    if (amount <= 0) continue;
    invoice.withheld.push({ reservation: reservation.id, amount });
    if ('performer' in holder)
      byPerformer.set(holder.performer, (byPerformer.get(holder.performer) ?? 0) + amount);
    outstanding -= amount;
  }
}

/** Each due bonus as a line of its holder's invoice, when this batch pays that holder. */
function addBonuses(input: PayoutInput, byHolder: Map<string, InvoiceDraft>) {
  for (const bonus of [...(input.bonuses ?? [])].sort((a, b) => a.id - b.id)) {
    const holder: PayoutHolder =
      bonus.studio === null ? { performer: bonus.performer } : { studio: bonus.studio };
    if (bonus.amount <= 0 || !input.pays(holder)) continue;
    const invoice = byHolder.get(keyOf(holder)) ?? blank(holder);
    byHolder.set(keyOf(holder), invoice);
    const { performer, amount, id } = bonus;
    invoice.lines.push({ performer, type: 'bonus', gross: amount, earned: amount, bonus: id });
  }
}

const bonusTotal = (invoice: InvoiceDraft) =>
  invoice.lines.reduce((sum, line) => sum + (line.bonus === undefined ? 0 : line.earned), 0);

/**
 * A payout batch's invoices from the period's earnings: each holder's earnings (the performer's share of every
 * payment, by the studio they were with when paid), minus the held reservations, plus the released ones whose
 * withheld money is due back, plus the bonuses due (paid whole: reservations take from earnings only). A reservation larger than the earnings takes all of them and keeps the rest
 * outstanding for a later period; no invoice goes below zero. Invoices come ordered studios first, by id.
 *
 * @example
 * calculateInvoices({ earnings: [{ performer: 1, studio: null, type: 'clientppt', gross: 1000 }], held: [], due: [], pays: () => true });
 * // [{ holder: { performer: 1 }, paymentType: 'I', earnings: 600, amount: 600, … }]
 */
export function calculateInvoices(input: PayoutInput): InvoiceDraft[] {
  const byHolder = invoicesFromEarnings(input);
  for (const due of input.due) {
    if (due.withheld <= 0 || !input.pays(due.payTo)) continue;
    const invoice = byHolder.get(keyOf(due.payTo)) ?? blank(due.payTo);
    byHolder.set(keyOf(due.payTo), invoice);
    invoice.paidBack.push({ reservation: due.id, amount: due.withheld });
  }
  addBonuses(input, byHolder);
  const invoices = [...byHolder.values()].sort(
    (a, b) =>
      Number('performer' in a.holder) - Number('performer' in b.holder) ||
      Number(Object.values(a.holder)[0]) - Number(Object.values(b.holder)[0]),
  );
  const taken = new Map<InvoiceDraft, Map<number, number>>();
  for (const reservation of [...input.held].sort((a, b) => a.id - b.id))
    withhold(reservation, invoices, taken);
  for (const invoice of invoices)
    invoice.amount =
      invoice.earnings - sumOf(invoice.withheld) + sumOf(invoice.paidBack) + bonusTotal(invoice);
  return invoices.filter((invoice) => invoice.amount !== 0 || invoice.lines.length > 0);
}
