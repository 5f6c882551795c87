import { QueryClientContext } from '@tanstack/react-query';
import { startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenQueryCache } from './whenQueryCache';

/** How long the children wait for the page's requests to be answered before they are drawn anyway. */
const QUIET_WAIT_MS = 2000;

/**
 * Its children, from a render after the one that mounts it, once no request of the page is in flight (or after
 * QUIET_WAIT_MS): that render is a transition, which React splits into short slices, so what is below the fold of
 * a page neither holds up the page's first content nor makes one long task with it. The wait is what keeps it
 * sliced: where an answer came in during the render, React drew it all again in one task to keep the screen
 * consistent with the query cache (a member's record: 420-706 ms under 4× CPU on every visit, its longest task).
 * Nothing takes the children's place meanwhile.
 *
 * @example
 * <RenderedLater><RelatedLists /></RenderedLater>
 */
export function RenderedLater({ children }: { children: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (!queryClient) return show();
    return whenQueryCache(queryClient, (client) => client.isFetching() === 0, show, QUIET_WAIT_MS);
  }, [queryClient]);
  return shown ? children : null;
}
