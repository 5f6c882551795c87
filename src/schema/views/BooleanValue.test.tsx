import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import { BooleanValue } from './BooleanValue';

const renderValue = (record: Record<string, unknown>) =>
  render(
    <AdminContext i18nProvider={createI18nProvider([])}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <span data-testid="cell">
          <BooleanValue source="flags.verified" />
        </span>
      </RecordContextProvider>
    </AdminContext>,
  );

describe('BooleanValue', () => {
  it('names a tick Yes and a cross No, by label and by title', () => {
    renderValue({ flags: { verified: true } });
    expect(screen.getByLabelText('Yes')).toHaveTextContent('Yes'); // the icon's <title>, shown on hover
  });

  it('shows No for false and nothing for a value that is not yes or no', () => {
    renderValue({ flags: { verified: false } });
    expect(screen.getByLabelText('No')).toBeInTheDocument();
    renderValue({ flags: {} });
    expect(screen.getAllByTestId('cell')[1]).toBeEmptyDOMElement();
  });
});
