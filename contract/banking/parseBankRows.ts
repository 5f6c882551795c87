import type { BankAccount } from './checkBankAccount';

export interface BankRow extends BankAccount {
  /** The row's line in the pasted text or file, counted from 1. */
  line: number;
}

const HEADERS: Record<string, keyof BankAccount> = {
  holder: 'holder',
  name: 'holder',
  accountholder: 'holder',
  iban: 'iban',
  bic: 'bic',
  swift: 'bic',
};
const DEFAULT_COLUMNS: (keyof BankAccount)[] = ['holder', 'iban', 'bic'];

/** A line's cells: split at the first separator kind it holds, outside double quotes ("" is a quote). */
function cellsOf(line: string): string[] {
  const separator = ['\t', ';', ','].find((candidate) => line.includes(candidate));
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"' && quoted && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  return [...cells, cell.trim()];
}

/**
 * Bank data pasted or uploaded as text: one account per line, cells split by tab, semicolon or comma, in the
 * order holder, IBAN, BIC, or in the order a header line names them (holder/name, iban, bic/swift).
 *
 * @example
 * parseBankRows('Ann;NL91ABNA0417164300;ABNANL2A'); // [{ line: 1, holder: 'Ann', iban: 'NL91…', bic: 'ABNANL2A' }]
 */
export function parseBankRows(text: string): BankRow[] {
  const lines = text.split(/\r?\n/).map((content, index) => ({ line: index + 1, cells: cellsOf(content) }));
  const filled = lines.filter(({ cells }) => cells.some(Boolean));
  const header = filled[0]?.cells.map((cell) => HEADERS[cell.toLowerCase().replace(/[\s_-]/g, '')]);
  const named = header?.includes('iban') ? header : undefined;
  const columns = named ?? DEFAULT_COLUMNS;
  return filled.slice(named ? 1 : 0).map(({ line, cells }) => {
    const row: BankRow = { line };
    columns.forEach((column, index) => {
      if (column && cells[index]) row[column] = cells[index];
    });
    return row;
  });
}
