import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCallError } from '../../transport/callState';
import VatPage from './VatPage';

let down = true;
const server = setupServer(
  http.get('/api/financial/vat', () =>
    down
      ? HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Report unavailable' },
          { status: 500 },
        )
      : HttpResponse.json({ data: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clearCallError());
afterAll(() => server.close());

describe('VatPage', () => {
  it('says the report failed to load at once, not after its retries, and loads it on Try again', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/financial/vat']}>
        <AdminContext>
          <VatPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The VAT report could not be loaded: Report unavailable');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments in this period.')).toBeInTheDocument();
  });
});
