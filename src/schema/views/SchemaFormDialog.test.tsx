import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, AutocompleteInput, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SchemaFormDialog } from './SchemaFormDialog';

const renderDialog = (first: 'text' | 'picker') =>
  render(
    <AdminContext>
      <SchemaFormDialog title="Assign" fields={[]} submitLabel="Assign" onSubmit={vi.fn()} onClose={vi.fn()}>
        {first === 'picker' ? (
          <AutocompleteInput
            source="partner"
            label="Partner"
            choices={[
              { id: 1, name: 'Acme' },
              { id: 2, name: 'Globex' },
            ]}
          />
        ) : (
          <TextInput source="reason" label="Reason" />
        )}
      </SchemaFormDialog>
    </AdminContext>,
  );

describe('SchemaFormDialog', () => {
  it('focuses its first input, so what is typed at once goes there', async () => {
    renderDialog('text');
    expect(await screen.findByLabelText('Reason')).toHaveFocus();
  });

  it('leaves a picker unfocused, so a click on it opens its options', async () => {
    const user = userEvent.setup();
    renderDialog('picker');
    const picker = await screen.findByRole('combobox', { name: 'Partner' });
    expect(picker).not.toHaveFocus();
    await user.click(picker);
    expect(await screen.findByRole('option', { name: 'Globex' })).toBeInTheDocument();
  });
});
