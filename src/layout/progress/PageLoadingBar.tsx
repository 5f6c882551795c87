import { LinearProgress } from '@mui/material';

export interface PageLoadingBarProps {
  /** How far the load has come, 0-100. */
  value: number;
  failed: boolean;
}

/** RouteProgressBar's bar: thin, at the very top, above the app bar; red when the route failed. */
export function PageLoadingBar({ value, failed }: PageLoadingBarProps) {
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      color={failed ? 'error' : 'primary'}
      aria-label="Page loading"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
