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
    // A filter not always shown, on a nested value, set in the URL: the bar shows it, and so does its stand-in.
    const filter = encodeURIComponent(JSON.stringify({ details: { owner: 'ann' } }));
    renderWithAdmin({ registry: [notes], path: `/notes?filter=${filter}` });
    expect(await screen.findByText('Call the studio')).toBeInTheDocument();
    const places = ['Search', 'Owner'].map((label) => screen.getByLabelText(label));
    for (const place of places) expect(place).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();

    firstContentShown();
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeEnabled();
    expect(await screen.findByRole('textbox', { name: 'Owner' })).toHaveValue('ann');
    for (const place of places) expect(place).not.toBeInTheDocument();
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
