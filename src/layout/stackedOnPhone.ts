import type { Theme } from '@mui/material/styles';

/**
 * A wide table's `sx` that lays each row out as a card on a phone: its cells in two columns, each under its
 * column's name (the cell's `data-label`), so every value, the money columns above all, is on the screen with no
 * sideways scrolling. The header row is then read by screen readers only. Wider screens keep the table. Give the
 * table `role="table"`: without it Chromium takes a table whose rows are grids for a layout table and drops its
 * name.
 *
 * @example
 * <Table role="table" aria-label="VAT" sx={stackedOnPhone}>
 *   …<TableCell data-label="Net">{formatMoney(net)}</TableCell>…
 * </Table>
 */
export const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: theme.spacing(2),
      padding: theme.spacing(1, 0),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& td': { display: 'block', border: 0, padding: theme.spacing(0.25, 1), textAlign: 'left' },
    '& td[data-label]::before': {
      ...theme.typography.caption,
      // The column header names the cell for screen readers: the label is for the eye only.
      content: 'attr(data-label) / ""',
      display: 'block',
      color: theme.palette.text.secondary,
    },
  },
});
