import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children, from the render after the one that mounts it: that render is a transition, which React splits
 * into short slices, so what is below the fold of a page neither holds up the page's first content nor makes one
 * long task with it. Nothing takes the children's place meanwhile.
 *
 * @example
 * <RenderedLater><RelatedLists /></RenderedLater>
 */
export function RenderedLater({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
