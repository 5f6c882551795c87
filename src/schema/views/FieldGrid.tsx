import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * docs/product.md#constants: the mobile breakpoint is 767 px; from 768 px on, long groups get two columns,
 * wide screens three.
 */
const COLUMNS = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
};
const ONE_COLUMN = { display: 'flex', flexDirection: 'column' };

/** Lays out inputs or values: in columns when there are many, one under the other otherwise. */
export function FieldGrid({ long, children }: { long: boolean; children: ReactNode }) {
  return <Box sx={{ width: '100%', ...(long ? COLUMNS : ONE_COLUMN) }}>{children}</Box>;
}

/** One field's place in a FieldGrid; a wide one takes the whole row. */
export function FieldCell({ wide, children }: { wide: boolean; children: ReactNode }) {
  return <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>{children}</Box>;
}
