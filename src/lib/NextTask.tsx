import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, from a task after the one that mounts it: for a part whose drawing is a long task of its own (a
 * chart), which then neither lengthens the page's first render nor waits behind the page's other deferred work
 * (RenderedLater). Nothing takes the children's place meanwhile.
 *
 * @example
 * <NextTask><Chart /></NextTask>
 */
export function NextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
