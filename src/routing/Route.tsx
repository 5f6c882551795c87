import type { RouterRouteProps } from 'ra-core';

/**
 * A route of a `<Routes>`: its path and the element shown there. `<Routes>` reads it; it never renders itself.
 *
 * @example
 * <Routes><Route path="/member/:id" element={<MemberPage />} /></Routes>
 */
export function Route(props: RouterRouteProps): null {
  throw new Error(`<Route path="${props.path ?? ''}"> is only ever a child of <Routes>`);
}
