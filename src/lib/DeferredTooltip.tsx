import type { TooltipProps } from '@mui/material';
import {
  cloneElement,
  useDeferredValue,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { afterFirstContent } from './firstContent';
import { loadOnce } from './loadOnce';

// MUI's tooltip, fetched once (and again after a failed fetch).
const tooltip = loadOnce(() =>
  import('@mui/material/Tooltip').then((module): ComponentType<TooltipProps> => module.default),
);
const loadAfterFirstContent = afterFirstContent(tooltip.load);

type ChildHandlers = {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * MUI's tooltip, whose code (with Popper and popper.js, some 10 kB gzip) no first page loads: no first paint shows a
 * tooltip. Until that code is in, the child shows alone; it is fetched once the first content is shown, or at once
 * when the child is first hovered or focused. The tooltip then wraps the child, which mounts it again: that waits
 * until the child is neither hovered nor focused, so keyboard focus and a click under way are never lost (a
 * tooltip asked for before its code came shows from the next hover or focus).
 *
 * Even with its code in, the tooltip comes a render after its child: MUI's tooltip stores its child's element as it
 * mounts, an update inside the commit that makes React run every pending effect and draw again in the same task.
 * On the first page, with a few icon buttons in the header and the list's toolbar, that task held up the phone's
 * first rows by 20-30 ms; mounted a render later, each tooltip's update stays in its own small commit. The child
 * names itself (an aria-label), so it says the same with or without its tooltip.
 *
 * @example
 * <DeferredTooltip title="User menu"><IconButton aria-label="User menu">…</IconButton></DeferredTooltip>
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const mounted = useDeferredValue(true, false);
  const [Tooltip, setTooltip] = useState(() => tooltip.current());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    loadAfterFirstContent().then(
      (loaded) => live && setTooltip(() => loaded),
      () => undefined, // no tooltip this time: the child still works, and names itself
    );
    return () => {
      live = false;
    };
  }, [Tooltip]);

  if (mounted && Tooltip && !hovered && !focused) return <Tooltip {...props}>{children}</Tooltip>;
  const own = children.props as ChildHandlers;
  const load = () => {
    tooltip.load().then(
      (loaded) => setTooltip(() => loaded),
      () => undefined,
    );
  };
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      setHovered(true);
      if (!Tooltip) load();
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent) => {
      setHovered(false);
      own.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent) => {
      setFocused(true);
      if (!Tooltip) load();
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent) => {
      // Focus moving within the child (a menu item's own parts) has not left it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      own.onBlur?.(event);
    },
  } as ChildHandlers);
}

/** Fetches MUI's tooltip now, without waiting for the first content. */
DeferredTooltip.preload = tooltip.load;
