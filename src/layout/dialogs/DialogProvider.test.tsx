import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from './DialogProvider';
import { useDialogs } from './useDialogs';

function Opener({ id, title }: { id?: string; title: string }) {
  const { openDialog, closeDialog } = useDialogs();
  return (
    <>
      <button onClick={() => openDialog({ id, title, content: <p>{title} body</p> })}>open {title}</button>
      <button onClick={() => closeDialog(id)}>close {title}</button>
    </>
  );
}

const renderOpeners = () =>
  render(
    <DialogProvider>
      <Opener id="same" title="First" />
      <Opener id="same" title="Second" />
      <Opener title="Free" />
    </DialogProvider>,
  );

describe('DialogProvider', () => {
  it('opens a dialog 50% wide with its title and content, and Escape closes it', async () => {
    renderOpeners();
    await userEvent.click(screen.getByText('open Free'));
    const dialog = await screen.findByRole('dialog', { name: 'Free' });
    expect(dialog).toHaveTextContent('Free body');
    expect(dialog).toHaveStyle({ width: '50%' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('replaces a dialog opened again with the same id', async () => {
    renderOpeners();
    await userEvent.click(screen.getByText('open First'));
    await userEvent.click(screen.getByText('open Second', { selector: 'button' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'First' })).not.toBeInTheDocument();
  });

  it('refuses to be used outside the provider', () => {
    expect(() => render(<Opener title="Lost" />)).toThrow(/DialogProvider/);
  });
});
