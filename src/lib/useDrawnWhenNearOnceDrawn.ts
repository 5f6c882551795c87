import type { SystemStyleObject } from '@mui/system';
import { useCallback, useState, type RefCallback } from 'react';
import { drawnWhenNear } from './drawnWhenNear';

/** Until a section has been laid out once: its size is remembered (`auto`), but it is not skipped yet. */
const REMEMBERING: SystemStyleObject = { containIntrinsicSize: drawnWhenNear.containIntrinsicSize };

/**
 * drawnWhenNear for a section above something one clicks (a form's later sections, above its Save button), from its
 * first layout on: skipped from the start, a section first drawn as it scrolled into view took its real height in
 * place of the guessed one, the page moved, and a click begun on Save ended on the form (the browser keeps the
 * view's anchor in place and moves the rest). Laid out once, its real height is remembered and stands in for it.
 *
 * @example
 * const [ref, sx] = useDrawnWhenNearOnceDrawn();
 * <Box ref={ref} sx={{ mb: 2, ...sx }}>…</Box>
 */
export function useDrawnWhenNearOnceDrawn(): [RefCallback<HTMLElement>, SystemStyleObject] {
  const [drawn, setDrawn] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    // The browser remembers a size as it tells observers of it: the first notice means it has one.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      setDrawn(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, drawn ? drawnWhenNear : REMEMBERING];
}
