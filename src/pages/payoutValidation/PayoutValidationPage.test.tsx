import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import PayoutValidationPage from './PayoutValidationPage';

const renderPage = () =>
  render(
    <AdminContext>
      <PayoutValidationPage />
    </AdminContext>,
  );
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PayoutValidationPage', () => {
  it('checks pasted rows and names what is wrong on each, with a summary', async () => {
    const user = userEvent.setup();
    renderPage();
    const data = screen.getByLabelText('Bank data');
    await user.click(data);
    await user.paste(
      'Ann;NL91ABNA0417164300\n;NL91ABNA0417164301;ABNANL2A\nBia;BR1800360305000010009795493C1',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByRole('status')).toHaveTextContent('3 rows checked: 1 can be paid, 2 have errors.');
    const [, ok, twice, brazil] = within(screen.getByRole('table', { name: 'Checked rows' })).getAllByRole(
      'row',
    );
    expect(cellsOf(ok!)).toEqual(['1', 'Ann', 'NL91 ABNA 0417 1643 00', '', 'Yes', 'OK']);
    expect(cellsOf(twice!).at(-1)).toBe('Account holder is missingIBAN check digits are wrong (mod 97)');
    expect(cellsOf(brazil!).slice(4)).toEqual(['No', 'BIC is missing; transfers outside SEPA need one']);
  });

  it('checks an uploaded file', async () => {
    const user = userEvent.setup();
    renderPage();
    const file = new File(['IBAN,Holder\nDE89370400440532013000,Dirk'], 'payees.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload a file'), file);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 row checked: 1 can be paid, 0 have errors.',
    );
    expect(screen.getByLabelText('Bank data')).toHaveValue('IBAN,Holder\nDE89370400440532013000,Dirk');
  });

  it('says so when there is nothing to check', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Paste or upload bank data first: one account per line.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
