import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN } from '../../../contract/canAccess';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import sites from '../__fixtures__/sites';

/** A test-only resource with an input of every kind, each empty in the stored record. */
const things: ResourceDefinition = {
  name: 'things',
  label: { one: 'Thing', many: 'Things' },
  recordRepresentation: 'name',
  icon: 'Category',
  routes: { list: '/things', edit: '/thing/:id?' },
  api: {
    getOne: { method: 'GET', path: '/thing/:id' },
    update: { method: 'PUT', path: '/thing/:id' },
  },
  fields: [
    { source: 'id', label: 'ID', kind: 'integer', readOnly: true, editOnly: true },
    { source: 'name', label: 'Name', kind: 'text' },
    { source: 'notes', label: 'Notes', kind: 'text', multiline: true },
    { source: 'email', label: 'Email', kind: 'email' },
    { source: 'count', label: 'Count', kind: 'integer' },
    { source: 'price', label: 'Price', kind: 'money' },
    { source: 'dueOn', label: 'Due on', kind: 'date' },
    { source: 'startsAt', label: 'Starts at', kind: 'datetime' },
    {
      source: 'state',
      label: 'State',
      kind: 'enum',
      choices: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    },
    {
      source: 'tags',
      label: 'Tags',
      kind: 'enum',
      multiple: true,
      choices: [
        { id: 'x', name: 'X' },
        { id: 'y', name: 'Y' },
      ],
    },
    { source: 'active', label: 'Active', kind: 'boolean' },
    { source: 'site', label: 'Site', kind: 'reference', reference: 'sites' },
    { source: 'sites', label: 'Sites', kind: 'reference', reference: 'sites', multiple: true },
    {
      source: 'details',
      label: 'Details',
      kind: 'group',
      fields: [
        { source: 'since', label: 'Since', kind: 'date' },
        { source: 'city', label: 'City', kind: 'text' },
      ],
    },
  ],
  access: { page: OPEN, list: OPEN, show: OPEN, edit: OPEN },
};

const server = setupServer(
  http.get('/api/sites', () => HttpResponse.json({ data: [{ id: 1, name: 'Site one' }], total: 1 })),
  // Empty values as APIs send them: null, missing, or an empty text.
  http.get('/api/thing/1', () =>
    HttpResponse.json({
      data: { id: 1, name: '', email: null, count: null, dueOn: null, state: null, site: null, details: {} },
    }),
  ),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterAll(() => server.close());

describe('a record form', { timeout: 30_000 }, () => {
  it('stays unchanged when the keyboard only passes through every input, empty ones included', async () => {
    const user = userEvent.setup();
    renderWithAdmin({ registry: [things, sites], path: '/thing/1' });
    const save = await screen.findByRole('button', { name: 'Save' });
    const last = await screen.findByLabelText('City');
    screen.getByLabelText('Name').focus();
    // Tab from the first input past the last one, leaving every input on the way.
    for (let step = 0; step < 40 && document.activeElement !== last; step++) await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(screen.queryByText(/^Changed/)).not.toBeInTheDocument();
    expect(save).toBeDisabled();
  });
});
