import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import { notes } from '../../../contract/__fixtures__/notes';
import { firstContentShown, holdFirstContent } from '../../lib/firstContent';

const server = setupServer(
  http.get('/api/notes', () => HttpResponse.json({ data: [{ id: 1, title: 'Call the studio' }], total: 1 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the list page', { timeout: 30_000 }, () => {
  it('shows its rows before the filter bar’s code, holding the bar’s place with its filters, then the filters', async () => {
    holdFirstContent();
    renderWithAdmin({ registry: [notes], path: '/notes' });
    expect(await screen.findByText('Call the studio')).toBeInTheDocument();
    const place = screen.getByLabelText('Search');
    expect(place).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();

    firstContentShown();
    const search = await screen.findByRole('textbox', { name: 'Search' });
    expect(search).toBeEnabled();
    expect(place).not.toBeInTheDocument();
  });

  it('offers the filters not always shown under Add filter, and adds the one chosen to the bar', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [notes], path: '/notes' });
    expect(await screen.findByText('Call the studio')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Status' }));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });
});
