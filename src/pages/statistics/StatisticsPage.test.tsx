import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { clearCallError } from '../../transport/callState';
import { StatisticsPage } from './StatisticsPage';

const asked: unknown[] = [];
let answer: AnalyticsReport;
const server = setupServer(
  http.post('/api/analytics/report', async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json(answer);
  }),
  http.get('/api/analytics/distinct', ({ request }) => {
    const dimension = new URL(request.url).searchParams.get('dimension');
    return HttpResponse.json({ dimension, values: dimension === 'country' ? ['DE', 'NL'] : [null, 1, 2] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const report = (values: Record<string, number>): AnalyticsReport => ({
  report: 'signups',
  grouping: 'date',
  from: '2026-10-01',
  to: '2026-10-02',
  figures: ['visits'],
  withheld: ['signups'],
  unavailable: [],
  totals: values,
  rows: [
    { period: '2026-10-01', values },
    { period: '2026-10-02', values: { visits: 0 } },
  ],
});

const renderPage = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext>
        <StatisticsPage kind="members" menuLabel="Members" />
      </AdminContext>
    </MemoryRouter>,
  );

describe('StatisticsPage', () => {
  it('asks for the report in the address, and names the figures the roles withhold instead of showing zeros', async () => {
    answer = report({ visits: 1234 });
    renderPage('/statistics/members?from=2026-10-01&to=2026-10-02&country=nl&site=2');
    const table = await screen.findByRole('table', { name: 'Signups from 2026-10-01 to 2026-10-02' });
    expect(asked[0]).toEqual({
      report: 'signups',
      from: '2026-10-01',
      to: '2026-10-02',
      grouping: 'date',
      compare: false,
      country: 'nl',
      site: '2',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Visits']);
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('1.234');
    expect(
      screen.getByText('Not shown: Signups. Your roles do not include these figures.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Chart of Visits 1\.234 from 2026-10-01 to 2026-10-02/ }),
    ).toBeInTheDocument();
  });

  it('says so when nothing was recorded, and draws no chart', async () => {
    answer = report({ visits: 0 });
    renderPage('/statistics/members?from=2026-10-01&to=2026-10-02');
    expect(await screen.findByText('Nothing was recorded in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Chart of/ })).not.toBeInTheDocument();
  });
});
