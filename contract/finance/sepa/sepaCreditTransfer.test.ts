// @vitest-environment node
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { sepaCreditTransfer, type SepaCreditTransferInput } from './sepaCreditTransfer';

const schema = {
  fileName: 'pain.001.001.03.xsd',
  contents: readFileSync(new URL('./pain.001.001.03.subset.xsd', import.meta.url), 'utf8'),
};
const validate = (xml: string) => validateXML({ xml: { fileName: 'sepa.xml', contents: xml }, schema });

const input: SepaCreditTransferInput = {
  messageId: 'WSE-M20261001',
  createdAt: new Date('2026-11-02T09:15:30.123Z'),
  executionDate: '2026-11-03',
  debtor: { name: 'WSE Platform B.V.', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
  transfers: [
    {
      endToEndId: 'M20261001-0001',
      amount: 123_456,
      name: 'Zoë & Jörg Studio <Ltd>',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      remittance: 'Payout Monthly 2026-10-01 – 2026-10-31 M20261001-0001',
    },
    {
      endToEndId: 'M20261001-0002',
      amount: 1,
      name: 'Ann de Vries',
      iban: 'NL02ABNA0123456789',
      bic: '',
      remittance: 'Payout Monthly 2026-10-01 – 2026-10-31 M20261001-0002',
    },
  ],
};

describe('sepaCreditTransfer', () => {
  it('writes a pain.001.001.03 file that its XML schema accepts', async () => {
    const result = await validate(sepaCreditTransfer(input));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('states the count and the exact sum of the transfers, in euros with two decimals', () => {
    const xml = sepaCreditTransfer(input);
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>1234\.57<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">1234.56</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
    expect(xml).toContain('<CreDtTm>2026-11-02T09:15:30</CreDtTm>');
  });

  it('keeps names to the SEPA character set and leaves out the agent of an IBAN-only payee', () => {
    const xml = sepaCreditTransfer(input);
    expect(xml).toContain('<Nm>Zoe + Jorg Studio Ltd</Nm>');
    expect(xml).toContain('<Ustrd>Payout Monthly 2026-10-01 2026-10-31 M20261001-0001</Ustrd>');
    const second = xml.slice(xml.lastIndexOf('<CdtTrfTxInf>'));
    expect(second).not.toContain('<CdtrAgt>');
  });

  it('refuses a transfer without an amount to pay', () => {
    const zero = { ...input, transfers: [{ ...input.transfers[0]!, amount: 0 }] };
    expect(() => sepaCreditTransfer(zero)).toThrow('Transfer M20261001-0001 has no amount to pay: 0');
  });

  it('is caught by the schema when an IBAN or a required element is wrong', async () => {
    const xml = sepaCreditTransfer(input);
    const badIban = await validate(xml.replace('DE89370400440532013000', 'de89 3704'));
    expect(badIban.valid).toBe(false);
    expect(badIban.errors[0]?.message).toContain('IBAN');
    const noDate = await validate(xml.replace('<ReqdExctnDt>2026-11-03</ReqdExctnDt>', ''));
    expect(noDate.valid).toBe(false);
    expect(noDate.errors[0]?.message).toContain('ReqdExctnDt');
  });
});
