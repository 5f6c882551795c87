import { downloadCSV } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import accounts from '../../resources/accounts';
import { anAccount } from '../../tests/fixtures/recordBuilders';
import payouts from './__fixtures__/payouts';
import { csvExporter } from './csvExporter';

vi.mock('react-admin', async (original) => ({ ...(await original<object>()), downloadCSV: vi.fn() }));

describe('csvExporter', () => {
  it('writes the list columns with labels, shown datetimes and referenced records by name', async () => {
    const fetchRelated = vi
      .fn()
      .mockResolvedValue({ 2: { id: 2, name: 'Support' }, 4: { id: 4, name: 'Tech' } });
    const exporter = csvExporter(accounts, (resource) => (resource === 'groups' ? 'name' : 'id'));
    await exporter(
      [
        anAccount({ groups: [2, 4], createdAt: '2026-01-05T09:30:00' }),
        anAccount({ username: 'bob', groups: [], createdAt: '2026-01-05T09:30:00' }),
      ],
      fetchRelated,
      {} as never,
      'accounts',
    );
    expect(fetchRelated).toHaveBeenCalledWith(expect.any(Array), 'groups', 'groups');
    expect(downloadCSV).toHaveBeenCalledWith(
      'Username,Email,Groups,Created\r\nann,ann@wse.example,"Support, Tech",2026-01-05 09:30\r\nbob,ann@wse.example,,2026-01-05 09:30',
      'accounts',
    );
  });

  it('writes money from integer cents as docs/product.md#constants shows it, never as a float', async () => {
    const exporter = csvExporter(
      { ...payouts, list: { ...payouts.list!, exportName: 'payouts' } },
      () => 'name',
    );
    await exporter(
      [{ id: 1, reference: 'P-1', amount: 123456789, dueOn: '2026-04-01', paid: true }],
      vi.fn(),
      {} as never,
      'payouts',
    );
    expect(downloadCSV).toHaveBeenLastCalledWith(
      'Reference,Amount,Due on,Paid\r\nP-1,"€\u00a01.234.567,89",2026-04-01,Yes',
      'payouts',
    );
  });
});
