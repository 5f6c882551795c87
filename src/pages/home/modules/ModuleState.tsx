import { Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadError } from '../../../lib/LoadError';

interface Loadable<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * A module's body by the state of its data: a spinner while it loads, LoadError when it failed, `empty` when
 * `isEmpty` says there is nothing, else `children` with the data.
 *
 * @example
 * <ModuleState what="Signups today" query={signups} isEmpty={() => false} empty="">{(data) => data.count}</ModuleState>
 */
export function ModuleState<T>({
  what,
  query,
  isEmpty,
  empty,
  children,
}: {
  what: string;
  query: Loadable<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error)
    return (
      <LoadError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (query.isPending || query.data === undefined)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress size={24} aria-label={`Loading ${what.toLowerCase()}`} />
      </Box>
    );
  if (isEmpty(query.data))
    return (
      <Typography color="text.secondary" variant="body2">
        {empty}
      </Typography>
    );
  return <>{children(query.data)}</>;
}

/** A module's one figure, large, with what it counts under it. */
export function Figure({ value, caption }: { value: ReactNode; caption: ReactNode }) {
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}
