import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../resources';
import { maskedFieldRows } from './maskedFieldRows';

const cells = (row: string) => row.split('|').map((cell) => cell.trim());

describe('docs/API.md', () => {
  it('names, for every masked field of the definitions, the role that reveals it and the one that changes it', () => {
    const doc = readFileSync(join(process.cwd(), 'docs/API.md'), 'utf8');
    const lines = (doc.split('### Masked fields and the roles that reveal them')[1] ?? '').split('\n');
    const start = lines.findIndex((line) => line.startsWith('|'));
    const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
    expect(lines.slice(start + 2, end).map(cells)).toEqual(maskedFieldRows(registry).map(cells));
    expect(maskedFieldRows(registry)).toContain(
      '| performers | `private.account_iban` | always | REVENUE_PLATFORM | REVENUE_PLATFORM, under four eyes |',
    );
  });
});
