import { InputBase, MenuItem, Select, styled } from '@mui/material';

export interface RowsPerPageSelectProps {
  id: string;
  labelId: string;
  value: number;
  options: readonly number[];
  onChange: (perPage: number) => void;
  /** Opens its menu at once: it was asked for before this code was in. */
  defaultOpen?: boolean;
}

// MUI TablePagination's own styling of its select (TablePaginationSelect).
const PaginationSelect = styled(Select<number>)({
  color: 'inherit',
  fontSize: 'inherit',
  flexShrink: 0,
  marginRight: 32,
  marginLeft: 8,
  '& .MuiTablePagination-select': {
    paddingLeft: 8,
    paddingRight: 24,
    textAlign: 'right',
    textAlignLast: 'right',
  },
});

/** The rows-per-page picker of a list's pagination, as MUI's TablePagination renders it. */
export function RowsPerPageSelect({
  id,
  labelId,
  value,
  options,
  onChange,
  defaultOpen,
}: RowsPerPageSelectProps) {
  return (
    <PaginationSelect
      variant="standard"
      input={<InputBase />}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      id={id}
      labelId={labelId}
      defaultOpen={defaultOpen}
      classes={{
        root: 'MuiTablePagination-input MuiTablePagination-selectRoot',
        select: 'MuiTablePagination-select',
        icon: 'MuiTablePagination-selectIcon',
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} className="MuiTablePagination-menuItem">
          {option}
        </MenuItem>
      ))}
    </PaginationSelect>
  );
}
