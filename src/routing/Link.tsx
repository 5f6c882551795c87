import { forwardRef, useContext, type MouseEvent } from 'react';
import type { RouterLinkProps } from 'ra-core';
import { createPath } from './createPath';
import { opensElsewhere } from './opensElsewhere';
import { RouteContext } from './RouteContext';
import { toLocation } from './toLocation';
import { useHistory } from './useHistory';
import { useLocation } from './useLocation';
import { useNavigate } from './useNavigate';

const ownClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented && (!target || target === '_self') && !opensElsewhere(event);

/**
 * A link to a page of the app: a plain click navigates in the page, a modified one (new tab, window) is the
 * browser's. A link to the page already shown replaces its entry rather than adding one.
 *
 * @example
 * <Link to="/admin/accounts">Accounts</Link>
 */
export const Link = forwardRef<HTMLAnchorElement, RouterLinkProps>(function Link(
  { to, replace, state, onClick, target, ...anchor },
  ref,
) {
  const history = useHistory();
  const { pathnameBase } = useContext(RouteContext);
  const navigate = useNavigate();
  const href = createPath(toLocation(to, useLocation(), { base: pathnameBase }));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    (onClick as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(event);
    if (!ownClick(event, target as string | undefined)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(history.location()) === href, state });
  };
  return <a {...anchor} ref={ref} href={href} target={target as string | undefined} onClick={click} />;
});
