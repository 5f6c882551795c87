import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { TablePager } from './TablePager';

// MUI's Select stands in as a plain select that counts how often it is drawn.
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./RowsPerPageSelect', () => ({
  RowsPerPageSelect: ({ value, options }: { value: number; options: readonly number[] }) => {
    drawn.count += 1;
    return (
      <select aria-label="Rows per page" value={value} onChange={() => undefined}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  },
}));

const PER_PAGE = [25, 50, 100];

it('leaves the rows-per-page picker as it is when a page is turned, and draws it again for a new page size', async () => {
  const pager = (page: number, rowsPerPage = 25) => (
    <TablePager
      count={356}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={PER_PAGE}
      // A new function with every render, as callers write them.
      onPageChange={() => undefined}
      onRowsPerPageChange={() => undefined}
    />
  );
  const { rerender } = render(pager(0));
  expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  const before = drawn.count;
  rerender(pager(1));
  expect(screen.getByText('26–50 of 356')).toBeInTheDocument();
  expect(drawn.count).toBe(before);
  rerender(pager(0, 50));
  expect(screen.getByText('1–50 of 356')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  expect(drawn.count).toBeGreaterThan(before);
});
