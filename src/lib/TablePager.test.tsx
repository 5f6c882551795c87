import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TablePager } from './TablePager';

describe('TablePager', () => {
  it('says which rows show and pages on, with no rows-per-page picker at one page size', () => {
    const onPageChange = vi.fn();
    const pagerAt = (page: number) => (
      <TablePager
        count={56}
        page={page}
        rowsPerPage={25}
        rowsPerPageOptions={[25]}
        onPageChange={onPageChange}
      />
    );
    const { rerender } = render(pagerAt(0));
    expect(screen.getByText('1–25 of 56')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender(pagerAt(2));
    expect(screen.getByText('51–56 of 56')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('offers the page sizes in a picker named by its label', async () => {
    const onRowsPerPageChange = vi.fn();
    render(
      <TablePager
        count={0}
        page={0}
        rowsPerPage={25}
        rowsPerPageOptions={[25, 50]}
        onPageChange={() => undefined}
        onRowsPerPageChange={onRowsPerPageChange}
      />,
    );
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(onRowsPerPageChange).toHaveBeenCalledWith(50);
  });
});
