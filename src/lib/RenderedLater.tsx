import { QueryClientContext } from '@tanstack/react-query';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './afterNextPaint';
import { whenQueryCache } from './whenQueryCache';

/** How long the children wait for the page's requests to be answered before they are drawn anyway. */
const QUIET_WAIT_MS = 2000;

/** Inside a LaterScope: whether its later render has come. */
const ScopeShown = createContext<boolean | undefined>(undefined);

/**
 * Turns true in a transition once no request of the page is in flight (or after QUIET_WAIT_MS); idle if not `active`.
 * With `code`, that moment waits for the next paint (what the page drew at once is on screen before any of that code
 * runs) and asks for the code as the transition starts.
 */
function useLaterMoment(active: boolean, code?: () => Promise<unknown>): boolean {
  const queryClient = useContext(QueryClientContext);
  const [shown, setShown] = useState(false);
  const [fetchCode] = useState(() => code);
  useEffect(() => {
    if (!active) return;
    let cancelPaintWait = () => {};
    const reveal = () => startTransition(() => setShown(true));
    const show = fetchCode
      ? () => {
          cancelPaintWait = afterNextPaint(() => {
            fetchCode().catch(() => undefined);
            reveal();
          });
        }
      : reveal;
    if (!queryClient) {
      show();
      return () => cancelPaintWait();
    }
    const stopWaiting = whenQueryCache(
      queryClient,
      (client) => client.isFetching() === 0,
      show,
      QUIET_WAIT_MS,
    );
    return () => {
      stopWaiting();
      cancelPaintWait();
    };
  }, [queryClient, active, fetchCode]);
  return shown;
}

/**
 * Its children, from a render after the one that mounts it, once no request of the page is in flight (or after
 * QUIET_WAIT_MS): that render is a transition, which React splits into short slices, so what is below the fold of
 * a page neither holds up the page's first content nor makes one long task with it. The wait is what keeps it
 * sliced: where an answer came in during the render, React drew it all again in one task to keep the screen
 * consistent with the query cache (a member's record: 420-706 ms under 4× CPU on every visit, its longest task).
 * `fallback` holds their place meanwhile (nothing by default). Inside a {@link LaterScope}, it comes in the scope's
 * later render.
 *
 * @example
 * <RenderedLater><RelatedLists /></RenderedLater>
 * <RenderedLater fallback={<Placeholder />}><Picker /></RenderedLater>
 */
export function RenderedLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const scoped = useContext(ScopeShown);
  const own = useLaterMoment(scoped === undefined);
  return (scoped ?? own) ? children : fallback;
}

/**
 * Every RenderedLater inside comes in one render, the same transition: what one of them holds (a form's later
 * sections, waiting for their inputs' code) holds the others, so a part drawn later never appears above another
 * already drawn and moves it (a record's Save and Delete buttons jumped 255 px down as its Access section came).
 * `code` asks, all at once, for the code of the lazy parts that render draws: found by the render, each was asked
 * for only once the render reached it, one after another. Inside another scope, it is part of that one.
 *
 * @example
 * <LaterScope code={() => Sections.preload()}><RenderedLater><Sections /></RenderedLater></LaterScope>
 */
export function LaterScope({ children, code }: { children: ReactNode; code?: () => Promise<unknown> }) {
  const outer = useContext(ScopeShown);
  const own = useLaterMoment(outer === undefined, code);
  return outer === undefined ? <ScopeShown.Provider value={own}>{children}</ScopeShown.Provider> : children;
}
