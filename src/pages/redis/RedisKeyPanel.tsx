import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { RedisKeyView } from '../../../contract/tech/redisApi';
import { LoadError } from '../../lib/LoadError';
import { bytesText } from '../../lib/bytesText';
import { RedisValueTable } from './RedisValueTable';
import { ttlText } from './ttlText';

/** What a key's length counts: the bytes of a string, else its elements. */
const lengthText = (view: RedisKeyView) =>
  view.length === null
    ? ''
    : view.type === 'string'
      ? `${bytesText(view.length)}`
      : `${view.length} elements`;

export interface RedisKeyPanelProps {
  redisKey: string;
  view: {
    data?: RedisKeyView;
    error: Error | null;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  onNext?: () => void;
  onPrevious?: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** The opened key: its type, TTL, memory and length, one page of its value, and Delete. */
export function RedisKeyPanel({
  redisKey,
  view,
  page,
  onNext,
  onPrevious,
  onDelete,
  onClose,
}: RedisKeyPanelProps) {
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2 }} component="section" aria-label={`Key ${redisKey}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {redisKey}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete} disabled={!view.data}>
            Delete…
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Stack>
      </Stack>
      {view.error ? (
        <LoadError
          what="This key"
          error={view.error}
          onRetry={() => void view.refetch()}
          retrying={view.isFetching}
          sx={{ mt: 1 }}
        />
      ) : view.isPending || !view.data ? (
        <CircularProgress sx={{ mt: 1 }} aria-label="Loading the key" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {[view.data.type, lengthText(view.data), `expires: ${ttlText(view.data.ttl)}`]
              .concat(view.data.memory === null ? [] : [`memory: ${bytesText(view.data.memory)}`])
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <RedisValueTable value={view.data.value} />
          </Box>
          {(onNext || onPrevious) && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <Button onClick={onPrevious} disabled={!onPrevious}>
                Previous elements
              </Button>
              <Typography variant="body2">Page {page}</Typography>
              <Button onClick={onNext} disabled={!onNext}>
                More elements
              </Button>
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
