import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { LoadError } from '../../lib/LoadError';
import { CacheEntryTable } from './CacheEntryTable';
import { PurgePreviewDialog } from './PurgePreviewDialog';
import { useCacheController } from './useCacheController';

/** Where the entries live, as the server says. */
const backEndText = (backEnd: 'redis' | 'memory', ttlSeconds: number) =>
  `${
    backEnd === 'redis'
      ? 'The cache is in Redis (REDIS_URL), shared by every instance.'
      : "The cache is in this instance's memory (no REDIS_URL): each instance holds its own."
  } ${
    ttlSeconds > 0
      ? `Analytics reports and the dashboard's signups and revenue today are held for ${ttlSeconds} s.`
      : 'Reads are not cached (CACHE_TTL_SECONDS=0).'
  }`;

/**
 * /tech/cache: the server's cache entries by key prefix (analytics:report:…, dashboard:…), page by page, and a
 * purge of a prefix whose preview says how many entries and which match before it runs.
 */
export default function CachePage() {
  const { entries, prefix, search, page, next, previous, preview, purge } = useCacheController();
  const [typed, setTyped] = useState(prefix);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Title title="Cache" />
      <Typography variant="h5" component="h1">
        Cache
      </Typography>
      {entries.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {backEndText(entries.data.backEnd, entries.data.ttlSeconds)}
        </Typography>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'center' } }}
        onSubmit={(event) => {
          event.preventDefault();
          search(typed.trim());
        }}
      >
        <TextField
          size="small"
          label="Key prefix"
          placeholder="analytics:report:"
          value={typed}
          onChange={(change) => setTyped(change.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="outlined">
          Show
        </Button>
        <Button
          color="error"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={preview.ask}
          disabled={preview.asking}
        >
          {prefix ? `Purge '${prefix}'…` : 'Purge everything…'}
        </Button>
      </Stack>
      {entries.error ? (
        <LoadError
          what="The cache entries"
          error={entries.error}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
          sx={{ mt: 2 }}
        />
      ) : entries.isPending ? (
        <CircularProgress sx={{ mt: 2 }} aria-label="Loading the cache entries" />
      ) : (
        <>
          <CacheEntryTable rows={entries.data.data} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Button onClick={previous} disabled={!previous}>
              Previous page
            </Button>
            <Typography variant="body2">Page {page}</Typography>
            <Button onClick={next} disabled={!next}>
              Next page
            </Button>
          </Stack>
        </>
      )}
      <PurgePreviewDialog
        what="cache entries"
        preview={preview.shown}
        purging={purge.running}
        onPurge={purge.run}
        onClose={preview.close}
      />
    </Box>
  );
}
