import { Alert, Button, type SxProps, type Theme } from '@mui/material';

export interface LoadErrorProps {
  /** What failed to load, as a sentence starts: 'The live wall', 'Members'. */
  what: string;
  error: { message?: string } | null | undefined;
  /** Asks again; the button is disabled meanwhile. */
  onRetry: () => void;
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Why a page or a part of it has nothing to show when its load failed, with a way to ask again: never an empty
 * state (a failure is not 'nothing yet') nor a progress bar that never ends.
 *
 * @example
 * if (wall.error) return <LoadError what="The live wall" error={wall.error} onRetry={wall.refetch} />;
 */
export function LoadError({ what, error, onRetry, retrying = false, sx }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => onRetry()} disabled={retrying}>
          Try again
        </Button>
      }
    >
      {what} could not be loaded: {error?.message || 'the server did not answer.'}
    </Alert>
  );
}
