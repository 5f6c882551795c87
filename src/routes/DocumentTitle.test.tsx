import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '../routing/Link';
import { MemoryRouter } from '../routing/MemoryRouter';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './DocumentTitle';

describe('DocumentTitle', () => {
  it('names the page in the browser tab, and follows navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/accounts']}>
        <DocumentTitle appTitle="wse-dashboard" />
        <Link to="/financial/payouts">Payouts</Link>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Accounts · wse-dashboard'));
    await userEvent.click(screen.getByRole('link', { name: 'Payouts' }));
    await waitFor(() => expect(document.title).toBe('Payouts · wse-dashboard'));
  });
});
