import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useFormControl } from '@mui/material/FormControl';
import type { SelectProps } from '@mui/material/Select';
import { styled } from '@mui/material/styles';
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { soonAfterFirstContent } from '../firstContent';
import { loadOnce } from '../loadOnce';

// Through a module of ours: imported straight from the shim, the build put MUI's Select in one file with the menu
// code the sidebar uses, which every signed-in page then loaded.
const selectCode = loadOnce(() => import('./muiSelectCode').then((module) => module.SelectCode));
// At most a second after the first select is drawn: a page whose content is not marked shown (a refusal) still
// gets a usable select.
const loadSoon = soonAfterFirstContent(selectCode.load, 1000);

type Item = ReactElement<{ value?: unknown; children?: ReactNode }>;

// As MUI's select compares a value with its items' (areEqualValues).
const sameValue = (a: unknown, b: unknown) =>
  typeof b === 'object' && b !== null ? a === b : String(a) === String(b);
const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && !value.length);

/** What the closed select shows: `renderValue`'s, or the chosen items' labels, as MUI's select shows them. */
export function shownValue({ value, children, renderValue, multiple, displayEmpty }: SelectProps): ReactNode {
  if (renderValue && (displayEmpty || !isEmpty(value))) return renderValue(value);
  const chosen = multiple ? (Array.isArray(value) ? value : []) : [value];
  const labels = Children.toArray(children)
    .filter((child): child is Item => isValidElement(child))
    .filter((item) => chosen.some((one) => sameValue(one, item.props.value)))
    .map((item) => item.props.children);
  return labels.flatMap((label, index) => (index ? [', ', label] : [label]));
}

// The closed select's box and arrow as MUI styles them (SelectInput's and NativeSelectInput's rules), so the real
// select takes its place without moving anything.
const Shown = styled('div')(({ theme }) => ({
  '&&': {
    height: 'auto',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    userSelect: 'none',
    cursor: 'pointer',
    paddingRight: 24,
    minWidth: 16,
  },
  '&&&.framed': { paddingRight: 32, borderRadius: theme.shape.borderRadius },
}));
const Arrow = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  '&.framed': { right: 7 },
}));

interface ShownInputProps {
  className?: string;
  shown?: ReactNode;
  /** The pointer came over the box: the select's code is wanted now. */
  onWanted?: () => void;
  value?: unknown;
  ref?: Ref<{ focus: () => void; node: HTMLDivElement | null; value: unknown }>;
}

/**
 * Stands in for the select's input inside MUI's input box (its `inputComponent`), showing the chosen value. Its ref
 * gives the value, as the select's does: the box reads it as it mounts to tell its label whether to shrink.
 */
function ShownInput({ className, shown, onWanted, value, ref }: ShownInputProps) {
  const variant = useFormControl()?.variant;
  const framed = variant === 'filled' || variant === 'outlined' ? 'framed' : '';
  const node = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => node.current?.focus(), node: node.current, value }), [
    value,
  ]);
  return (
    <>
      <Shown ref={node} className={`${className ?? ''} MuiSelect-select ${framed}`} onPointerEnter={onWanted}>
        {isEmpty(shown) ? '\u200b' : shown}
      </Shown>
      <Arrow className={framed} />
    </>
  );
}

/**
 * MUI's TextField imports its Select for its `select` prop, and with it Menu, Popover, Modal and the focus trap
 * (some 10 kB gzip), which every page with a text field then loaded, though no page opens a select before its
 * first content shows (scripts/vite/muiTextFieldSelect.ts puts this in its place). Until that code is in, the field
 * shows its value in the select's closed box; the code is fetched once the first content is shown (at most a second
 * after the first select is drawn), or at once when the pointer comes over the box, and the select then takes the
 * box's place. Read by TextField and FormControl as a Select (`muiName`).
 */
export default function TextFieldSelect(props: SelectProps) {
  const [Select, setSelect] = useState(() => selectCode.current());
  const [failed, setFailed] = useState<{ error: unknown }>();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (Select) return;
    let live = true;
    (wanted ? selectCode.load() : loadSoon()).then(
      (loaded) => live && setSelect(() => loaded),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [Select, wanted]);
  // As a lazily loaded screen's failed fetch: the page's error boundary says so and offers to reload.
  if (failed) throw failed.error;
  if (Select) return <Select {...props} />;
  const input = props.input ?? <span />;
  const inputProps = (input.props as { inputProps?: object }).inputProps;
  return cloneElement(input as ReactElement<Record<string, unknown>>, {
    inputComponent: ShownInput,
    inputProps: { ...inputProps, shown: shownValue(props), onWanted: () => setWanted(true) },
  });
}
TextFieldSelect.muiName = 'Select';
