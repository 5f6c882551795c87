import { render, screen, within } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, useRecordContext } from 'ra-core';
import type { ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- the stock Title is what PageTitle is compared with
import { Title } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { PageTitle } from './PageTitle';

/** A page beside a layout's title container, as react-admin's TitlePortal draws it. */
const renderPage = (page: ReactNode, { containerFirst = true } = {}) =>
  render(
    <CoreAdminContext i18nProvider={i18nProvider}>
      {containerFirst && <h6 id="react-admin-title" data-testid="title" />}
      {page}
      {!containerFirst && <h6 id="react-admin-title" data-testid="title" />}
    </CoreAdminContext>,
  );

const RecordName = () => <>{useRecordContext<{ name: string }>()?.name}</>;

describe('PageTitle', () => {
  it('shows its title in the title container, translated', () => {
    renderPage(<PageTitle title="dash.notFound" />);
    expect(within(screen.getByTestId('title')).getByText('This page could not be found')).toBeInTheDocument();
  });

  it('shows a title that is no translation key as it is', () => {
    renderPage(<PageTitle title="Record not found" />);
    expect(screen.getByTestId('title')).toHaveTextContent('Record not found');
  });

  it('shows the default title when it has no title', () => {
    renderPage(<PageTitle defaultTitle="Accounts" />);
    expect(screen.getByTestId('title')).toHaveTextContent('Accounts');
  });

  it('shows a record’s title: an element in the page’s record context', () => {
    renderPage(
      <RecordContextProvider value={{ id: 7, name: 'Ada' }}>
        <PageTitle title={<RecordName />} />
      </RecordContextProvider>,
    );
    expect(screen.getByTestId('title')).toHaveTextContent('Ada');
  });

  it('finds a container drawn after the page', () => {
    renderPage(<PageTitle title="Payouts" />, { containerFirst: false });
    expect(screen.getByTestId('title')).toHaveTextContent('Payouts');
  });

  it('renders nothing where the layout has no title container', () => {
    const { container } = render(
      <CoreAdminContext i18nProvider={i18nProvider}>
        <PageTitle title="Payouts" />
      </CoreAdminContext>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('draws what react-admin’s Title draws without its preference editor', () => {
    for (const props of [{ title: 'dash.notFound' }, { defaultTitle: 'Accounts' }, { title: <b>Bold</b> }]) {
      const ours = renderPage(<PageTitle {...props} />);
      const html = screen.getByTestId('title').innerHTML;
      expect(html).not.toBe('');
      ours.unmount();
      const theirs = renderPage(<Title {...props} preferenceKey={false} />);
      expect(screen.getByTestId('title').innerHTML).toBe(html);
      theirs.unmount();
    }
  });
});
