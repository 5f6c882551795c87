import { Box, Button, Stack, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { QueryContent } from '../../lib/QueryContent';
import { CacheEntryTable } from './CacheEntryTable';
import { PurgePreviewDialog } from './PurgePreviewDialog';
import { PurgeSearchBar } from './PurgeSearchBar';
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
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Cache" />
      <Typography variant="h5" component="h1">
        Cache
      </Typography>
      {entries.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {backEndText(entries.data.backEnd, entries.data.ttlSeconds)}
        </Typography>
      )}
      <PurgeSearchBar
        label="Key prefix"
        placeholder="analytics:report:"
        maxLength={200}
        shown={prefix}
        onShow={search}
        purgeLabel={prefix ? `Purge '${prefix}'…` : 'Purge everything…'}
        onPurge={preview.ask}
        purgeAsking={preview.asking}
      />
      <QueryContent query={entries} what="The cache entries">
        {(shown) => (
          <>
            <CacheEntryTable rows={shown.data} />
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
      </QueryContent>
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
