// @vitest-environment node
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { markdownTable } from './markdownTable';

describe('markdownTable', () => {
  it('lays a table out as Prettier does, so a generated table passes the format check', async () => {
    const table = markdownTable(
      ['resource', 'op'],
      [
        ['members', '`private.*` – •••• 4300'],
        ['a', 'GET /wse/users (by id: VIEW_STUDIOS or SEARCH_MEMBER)'],
      ],
    );
    expect(await format(table, { parser: 'markdown' })).toBe(`${table}\n`);
    expect(table.split('\n')[1]).toBe('| -------- | ----------------------------------------------------- |');
  });
});
