import { Tooltip, type TooltipProps } from '@mui/material';
import { useDeferredValue } from 'react';

/**
 * MUI's tooltip, from the render after the one that mounts its child: MUI's tooltip stores its child's element as
 * it mounts, an update inside the commit that makes React run every pending effect and draw again in the same task.
 * On the first page, with a few icon buttons in the header and the list's toolbar, that task held up the phone's
 * first rows by 20-30 ms; mounted a render later, each tooltip's update stays in its own small commit. The child
 * names itself (an aria-label), so it says the same with or without its tooltip.
 *
 * @example
 * <DeferredTooltip title="User menu"><IconButton aria-label="User menu">…</IconButton></DeferredTooltip>
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const mounted = useDeferredValue(true, false);
  return mounted ? <Tooltip {...props}>{children}</Tooltip> : children;
}
