import type { SystemStyleObject } from '@mui/system';
import { useCallback, useState, type RefCallback } from 'react';

/** Its size as last drawn (`auto`), 320 px until it has been drawn. */
const REMEMBERED_SIZE = { containIntrinsicSize: 'auto 320px' } as const;

/**
 * Off screen, the browser skips the section's style, layout and paint, so typing in the form above does not repaint
 * it with every key; its last drawn height stands in for it, so the page's height and the scroll bar do not jump.
 */
const DRAWN_WHEN_NEAR = {
  ...REMEMBERED_SIZE,
  contentVisibility: 'auto',
} as const satisfies SystemStyleObject;

/**
 * A section below the fold (a form's later sections, above its Save button) skipped while off screen, from the first
 * moment it is both laid out and off screen: skipped from the start, a section first drawn as it scrolled into view
 * took its real height in place of the guessed one, the page moved, and a click begun on Save ended on the form (the
 * browser keeps the view's anchor in place and moves the rest). Laid out once, its real height is remembered and
 * stands in for it. Not while on screen: there the browser skipped its content for a frame as the style came, and
 * drew it again in the next, its every line counted as moved (0.06 of layout shift on an account's page).
 *
 * @example
 * const [ref, sx] = useDrawnWhenNearOnceDrawn();
 * <Box ref={ref} sx={{ mb: 2, ...sx }}>…</Box>
 */
export function useDrawnWhenNearOnceDrawn(): [RefCallback<HTMLElement>, SystemStyleObject] {
  const [drawn, setDrawn] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    let sized = false;
    let offScreen = false;
    const skipWhenBoth = () => {
      if (!sized || !offScreen) return;
      stop();
      setDrawn(true);
    };
    // The browser remembers a size as it tells observers of it: the first notice means it has one.
    const size = new ResizeObserver(() => {
      sized = true;
      skipWhenBoth();
    });
    const view = new IntersectionObserver((entries) => {
      offScreen = !entries[entries.length - 1]!.isIntersecting;
      skipWhenBoth();
    });
    const stop = () => {
      size.disconnect();
      view.disconnect();
    };
    size.observe(element);
    view.observe(element);
    return stop;
  }, []);
  return [ref, drawn ? DRAWN_WHEN_NEAR : REMEMBERED_SIZE];
}
