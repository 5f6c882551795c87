import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BankChange } from '../../../contract/banking/bankChangeApi';
import { registry } from '../../../resources';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import { ResourceRegistry } from '../../schema/views/ResourceRegistry';
import { clearCallError } from '../../transport/callState';
import { PendingBankChanges } from './PendingBankChanges';

const change = (id: number, resource: string, recordName: string, requestedAt: string): BankChange => ({
  id,
  resource,
  record: id * 10,
  recordName,
  values: {},
  requestedBy: { id: 7, username: 'anna' },
  requestedAt,
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  reason: null,
});

let waiting: BankChange[] = [];
const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/bank-changes', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: waiting });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const renderPanel = () =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(registry)}>
        <ResourceRegistry registry={registry}>
          <PendingBankChanges />
        </ResourceRegistry>
      </AdminContext>
    </MemoryRouter>,
  );

describe('PendingBankChanges', () => {
  it('lists the waiting changes oldest first, each linking to the record where it is decided', async () => {
    waiting = [
      change(2, 'studios', 'Lotus Media', '2026-11-02T10:00:00Z'),
      change(1, 'performers', 'lola', '2026-11-01T09:30:00Z'),
    ];
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Bank details waiting for approval' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Performer lola', '/performer/10'],
      ['Studio Lotus Media', '/studio/20'],
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('anna');
    expect(asked[0]?.get('status')).toBe('pending');
  });

  it('says when nothing waits', async () => {
    waiting = [];
    renderPanel();
    expect(
      await screen.findByText('No bank details change is waiting: payouts go to the accounts on record.'),
    ).toBeInTheDocument();
  });
});
