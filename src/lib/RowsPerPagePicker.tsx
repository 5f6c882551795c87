import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputBase, styled, type InputBaseComponentProps } from '@mui/material';
import { forwardRef, memo, Suspense, useState, type KeyboardEvent } from 'react';
import { afterFirstContent } from './firstContent';
import { lazyExport } from './lazyExport';
import type { RowsPerPageSelectProps } from './RowsPerPageSelect';

// MUI's Select brings Menu, Popover, Modal and the focus trap: no list needs them before its rows are shown.
const RowsPerPageSelect = lazyExport(
  afterFirstContent(() => import('./RowsPerPageSelect').then((module) => module.RowsPerPageSelect)),
);

// The closed select as MUI styles it in TablePagination (Select's, InputBase's and TablePagination's rules).
const ClosedSelect = styled('div')(({ theme }) => ({
  '&&&': {
    height: 'auto',
    minHeight: '1.4375em',
    paddingLeft: 8,
    paddingRight: 24,
    minWidth: 16,
  },
  userSelect: 'none',
  borderRadius: 0,
  cursor: 'pointer',
  textAlign: 'right',
  textAlignLast: 'right',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '& + .MuiSvgIcon-root': {
    position: 'absolute',
    right: 0,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: (theme.vars ?? theme).palette.action.active,
  },
}));

type ClosedSelectProps = InputBaseComponentProps & { onOpen: () => void };

const OPENING_KEYS = [' ', 'ArrowUp', 'ArrowDown', 'Enter'];

// InputBase renders it in place of its <input>, with its classes, as Select renders its own.
const ClosedSelectInput = forwardRef<HTMLDivElement, ClosedSelectProps>(function ClosedSelectInput(
  { className, id, value, onOpen, 'aria-labelledby': labelledBy },
  ref,
) {
  return (
    <>
      <ClosedSelect
        ref={ref}
        className={`MuiSelect-select MuiTablePagination-select MuiSelect-standard ${className ?? ''}`}
        id={id}
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={labelledBy}
        onMouseDown={(event) => event.button === 0 && onOpen()}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.includes(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
      >
        {String(value)}
      </ClosedSelect>
      <ArrowDropDownIcon className="MuiSelect-icon MuiTablePagination-selectIcon MuiSelect-iconStandard" />
    </>
  );
});

/**
 * The rows-per-page picker of a list's pagination: MUI's Select once the first content is shown, until then the
 * closed select alike, showing the page size. Opened (click or keyboard) before the Select is in, the Select opens as
 * soon as it is. Drawn again only when its own props change, not with every page turned (the Select draws its
 * closed Menu, Popover and Modal each time).
 */
export const RowsPerPagePicker = memo(function RowsPerPagePicker(
  props: Omit<RowsPerPageSelectProps, 'defaultOpen'>,
) {
  const [opening, setOpening] = useState(false);
  const closed = (
    <InputBase
      className="MuiTablePagination-input MuiTablePagination-selectRoot"
      sx={{ color: 'inherit', fontSize: 'inherit', flexShrink: 0, mr: '32px', ml: '8px' }}
      inputComponent={ClosedSelectInput}
      value={props.value}
      inputProps={{
        id: props.id,
        'aria-labelledby': `${props.labelId} ${props.id}`,
        onOpen: () => setOpening(true),
      }}
    />
  );
  return (
    <Suspense fallback={closed}>
      <RowsPerPageSelect {...props} defaultOpen={opening} />
    </Suspense>
  );
});
