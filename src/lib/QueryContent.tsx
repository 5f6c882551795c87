import { CircularProgress, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

/** The part of a react-query result a page shows: its data once in, or why it failed, with a way to ask again. */
export interface ShownQuery<T> {
  data: T | undefined;
  error: { message?: string } | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryContentProps<T> {
  query: ShownQuery<T>;
  /** What loads, as a sentence starts: 'The Redis keys'; the progress is labelled 'Loading the Redis keys'. */
  what: string;
  children: (data: T) => ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A query's three states in one place: a failure as LoadError with Try again (never an empty table), a progress
 * while nothing has come, then the content made from the data.
 *
 * @example
 * <QueryContent query={keys} what="The Redis keys">{(page) => <RedisKeyTable rows={page.data} />}</QueryContent>
 */
export function QueryContent<T>({ query, what, children, sx = { mt: 2 } }: QueryContentProps<T>) {
  if (query.error)
    return (
      <LoadError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        sx={sx}
      />
    );
  if (query.data === undefined)
    return (
      <CircularProgress sx={sx} aria-label={`Loading ${what.charAt(0).toLowerCase()}${what.slice(1)}`} />
    );
  return <>{children(query.data)}</>;
}
