import { useEffect } from 'react';
import type { RouterNavigateProps } from 'ra-core';
import { useNavigate } from './useNavigate';

/**
 * Navigates to `to` once rendered (a redirect); renders nothing.
 *
 * @example
 * if (!signedIn) return <Navigate to="/login" replace />;
 */
export function Navigate({ to, replace, state }: RouterNavigateProps) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as RouterNavigateProps['to'], { replace, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the redirect is due again only for another target
  }, [navigate, target, replace]);
  return null;
}
