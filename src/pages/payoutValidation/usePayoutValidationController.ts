import { useState } from 'react';
import { checkBankAccount, type BankAccountCheck } from '../../../contract/banking/checkBankAccount';
import { parseBankRows, type BankRow } from '../../../contract/banking/parseBankRows';
import { formatNumber } from '../../lib/formatNumber';
import { readFileText } from '../../lib/readFileText';

const MAX_ROWS = 5000;
const MAX_FILE_BYTES = 1024 * 1024;

type CheckedRow = BankRow & BankAccountCheck;

/**
 * The payout validator: bank data pasted or read from a file, each row checked with the payout rules.
 *
 * @example
 * const { text, setText, check, upload, rows, problem } = usePayoutValidationController();
 */
export function usePayoutValidationController() {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<CheckedRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const checkText = (value: string) => {
    const parsed = parseBankRows(value);
    if (parsed.length === 0) {
      setRows(null);
      setProblem('Paste or upload bank data first: one account per line.');
    } else if (parsed.length > MAX_ROWS) {
      setRows(null);
      setProblem(
        `Check at most ${formatNumber(MAX_ROWS, 0)} rows at a time; this data has ${formatNumber(parsed.length, 0)}.`,
      );
    } else {
      setProblem(null);
      setRows(parsed.map((row) => ({ ...row, ...checkBankAccount(row) })));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(`'${file.name}' is larger than 1 MB; split it and check the parts.`);
      return;
    }
    try {
      const content = await readFileText(file);
      setText(content);
      checkText(content);
    } catch {
      setProblem(`'${file.name}' could not be read; save it as a text or CSV file and try again.`);
    }
  };

  const failed = rows?.filter((row) => row.errors.length > 0).length ?? 0;
  return {
    text,
    setText,
    check: () => checkText(text),
    upload,
    rows,
    problem,
    summary: rows ? { total: rows.length, failed, ok: rows.length - failed } : null,
  } as const;
}
