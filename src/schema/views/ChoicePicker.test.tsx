import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { roleChoices } from '../../../resources/roleChoices';
import { ChoicePicker } from './ChoicePicker';

const renderPicker = (roles: string[] = []) =>
  render(
    <AdminContext>
      <Form defaultValues={{ roles }}>
        <ChoicePicker source="roles" label="Roles" choices={roleChoices} multiple />
      </Form>
    </AdminContext>,
  );

describe('ChoicePicker', () => {
  it('shows each role by its label beside its code, with what it lets someone do', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Roles' }), 'kicked');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Kick log (VIEW_KICK_LOG)');
    expect(option).toHaveTextContent('Read who was kicked from which room, and why.');
  });

  it('finds a role by its code too, and shows a chosen one by label and code', async () => {
    const user = userEvent.setup();
    renderPicker(['VIEW_STREAMS']);
    expect(screen.getByRole('button', { name: 'Streams (VIEW_STREAMS)' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Roles' }), 'SEARCH_MEMBER');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Search members (SEARCH_MEMBER)Find and list members, and open the members list.']);
  });
});
