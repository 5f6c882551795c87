import { sepaAmount } from './sepaAmount';
import { sepaText } from './sepaText';

export interface SepaParty {
  name: string;
  /** Compact IBAN (no spaces), upper case. */
  iban: string;
  /** Compact BIC; a creditor's may be empty (IBAN-only within SEPA), the debtor's may not. */
  bic: string;
}

export interface SepaTransfer extends SepaParty {
  /** Unique per transfer, shown to the payee's bank: the invoice number. */
  endToEndId: string;
  /** Cents, above zero. */
  amount: number;
  /** What the payee reads on their statement. */
  remittance: string;
}

export interface SepaCreditTransferInput {
  /** Unique per file: a bank refuses a second file with the same message id. */
  messageId: string;
  createdAt: Date;
  /** The day the bank is to pay, YYYY-MM-DD. */
  executionDate: string;
  debtor: SepaParty;
  transfers: readonly SepaTransfer[];
}

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const id35 = (value: string) => sepaText(value, 35).replace(/ /g, '-') || 'NOTPROVIDED';
const tag = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string, max: number) => tag(name, escapeXml(sepaText(value, max)));
const agent = (bic: string) => (bic ? tag('FinInstnId', tag('BIC', bic)) : '');

function transfer(item: SepaTransfer): string {
  return tag(
    'CdtTrfTxInf',
    [
      tag('PmtId', tag('EndToEndId', escapeXml(id35(item.endToEndId)))),
      tag('Amt', `<InstdAmt Ccy="EUR">${sepaAmount(item.amount)}</InstdAmt>`),
      item.bic ? tag('CdtrAgt', agent(item.bic)) : '',
      tag('Cdtr', text('Nm', item.name, 70)),
      tag('CdtrAcct', tag('Id', tag('IBAN', item.iban))),
      tag('RmtInf', text('Ustrd', item.remittance, 140)),
    ].join(''),
  );
}

/**
 * A SEPA credit-transfer initiation (ISO 20022 pain.001.001.03) paying every transfer from the debtor's account in
 * one batch: group header and payment information with the count and the control sum (from cents, exact), then
 * one transaction per transfer. Text is reduced to the SEPA character set and cut to each element's length.
 *
 * @example
 * const xml = sepaCreditTransfer({ messageId: 'WSE-M20261001', createdAt, executionDate: '2026-11-03', debtor, transfers });
 */
export function sepaCreditTransfer(input: SepaCreditTransferInput): string {
  const { transfers, debtor } = input;
  if (!debtor.bic) throw new RangeError('The debtor account needs its BIC');
  for (const item of transfers)
    if (!Number.isSafeInteger(item.amount) || item.amount <= 0)
      throw new RangeError(`Transfer ${item.endToEndId} has no amount to pay: ${item.amount}`);
  const count = String(transfers.length);
  const sum = sepaAmount(transfers.reduce((total, item) => total + item.amount, 0));
  const created = input.createdAt.toISOString().slice(0, 19);
  const header = tag(
    'GrpHdr',
    [
      tag('MsgId', escapeXml(id35(input.messageId))),
      tag('CreDtTm', created),
      tag('NbOfTxs', count),
      tag('CtrlSum', sum),
      tag('InitgPty', text('Nm', debtor.name, 70)),
    ].join(''),
  );
  const payment = tag(
    'PmtInf',
    [
      tag('PmtInfId', escapeXml(id35(`${input.messageId}-1`))),
      tag('PmtMtd', 'TRF'),
      tag('BtchBookg', 'true'),
      tag('NbOfTxs', count),
      tag('CtrlSum', sum),
      tag('PmtTpInf', tag('SvcLvl', tag('Cd', 'SEPA'))),
      tag('ReqdExctnDt', input.executionDate),
      tag('Dbtr', text('Nm', debtor.name, 70)),
      tag('DbtrAcct', tag('Id', tag('IBAN', debtor.iban))),
      tag('DbtrAgt', agent(debtor.bic)),
      tag('ChrgBr', 'SLEV'),
      ...transfers.map(transfer),
    ].join(''),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Document xmlns="${PAIN_001_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    tag('CstmrCdtTrfInitn', header + payment) +
    `</Document>\n`
  );
}
