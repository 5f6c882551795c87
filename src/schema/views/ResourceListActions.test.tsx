import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import promotionGroups from '../../../resources/promotionGroups';
import promotions from '../../../resources/promotions';

const server = setupServer(
  http.get('/api/promotions', () =>
    HttpResponse.json([], { headers: { 'Content-Range': 'promotions 0-0/0' } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

it('offers, on a list, the new records of a resource that has no list of its own (a promotion group)', async () => {
  renderWithAdmin({ registry: [promotions, promotionGroups], path: '/marketing/promotions' });
  const create = await screen.findByRole('link', { name: 'New promotion group' });
  expect(create).toHaveAttribute('href', '/marketing/group');
  await userEvent.click(create);
  // The group's create form, whose Description input the promotions list does not have.
  expect(await screen.findByRole('textbox', { name: 'Description' })).toBeInTheDocument();
});
