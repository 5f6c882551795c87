import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, CreateButton, memoryStore } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { Route } from '../../routing/Route';
import { Routes } from '../../routing/Routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../tests/fixtures/stubScreenWidth';
import { i18nProvider } from '../../i18n/i18nProvider';
import { CreateRecordButton } from './CreateRecordButton';

const renderInAdmin = (button: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/" element={button} />
          <Route path="/notes/create" element={<p>Create a note</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

/** The markup without emotion's generated class names, which name each styled component differently. */
const markup = (element: Element) => element.outerHTML.replace(/ ?css-[\w-]+/g, '');

const STYLES = ['position', 'right', 'bottom', 'z-index', 'margin', 'line-height', 'color'] as const;
const styles = (element: Element) => STYLES.map((name) => getComputedStyle(element).getPropertyValue(name));

afterEach(() => vi.unstubAllGlobals());

describe('CreateRecordButton', () => {
  it('links to the create page, named and labelled by what it creates', async () => {
    renderInAdmin(<CreateRecordButton resource="notes" label="New note" />);
    const link = screen.getByRole('link', { name: 'New note' });
    expect(link).toHaveTextContent('New note');
    await userEvent.click(link);
    expect(await screen.findByText('Create a note')).toBeInTheDocument();
  });

  it('is labelled “Create” by default', () => {
    renderInAdmin(<CreateRecordButton resource="notes" />);
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/notes/create');
  });

  it('floats, named by its label, on a phone', () => {
    stubScreenWidth('phone');
    renderInAdmin(<CreateRecordButton resource="notes" label="New note" />);
    const link = screen.getByRole('link', { name: 'New note' });
    expect(link).toHaveClass('MuiFab-root', 'RaCreateButton-floating');
    expect(link).not.toHaveTextContent('New note');
  });

  it.each(['desktop', 'phone'] as const)(
    'draws what react-admin’s CreateButton draws (%s)',
    async (width) => {
      stubScreenWidth(width);
      for (const label of [undefined, 'New note']) {
        const ours = renderInAdmin(<CreateRecordButton resource="notes" label={label} />);
        const link = screen.getByRole('link');
        const [html, style] = [markup(link), styles(link)];
        ours.unmount();
        const theirs = renderInAdmin(<CreateButton resource="notes" label={label} />);
        const stock = await screen.findByRole('link');
        expect(markup(stock)).toBe(html);
        expect(styles(stock)).toEqual(style);
        theirs.unmount();
      }
    },
  );
});
