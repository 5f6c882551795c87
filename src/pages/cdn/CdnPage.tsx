import { Box, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { CDN_LIST_CAP } from '../../../contract/tech/cdnApi';
import { QueryContent } from '../../lib/QueryContent';
import { bytesText } from '../../lib/bytesText';
import { PurgePreviewDialog } from '../cache/PurgePreviewDialog';
import { PurgeSearchBar } from '../cache/PurgeSearchBar';
import { CdnEntryTable } from './CdnEntryTable';
import { useCdnController } from './useCdnController';

/**
 * /tech/cdn: the reference server's edge cache in front of the dashboard's /assets files (this instance's memory),
 * its held responses by path pattern, and a purge of a pattern whose preview says what matches before it runs.
 */
export default function CdnPage() {
  const { entries, pattern, search, preview, purge } = useCdnController();
  const data = entries.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="CDN" />
      <Typography variant="h5" component="h1">
        CDN
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The edge cache holds the dashboard&apos;s /assets files as they were sent (with their Cache-Control
        and ETag) and answers them with X-Cache: HIT. It is in this instance&apos;s memory: each instance
        holds and purges its own.
        {data && ` It holds ${bytesText(data.bytes)} of at most ${bytesText(data.maxBytes)}.`}
      </Typography>
      <PurgeSearchBar
        label="Path or pattern"
        placeholder="/assets/*.js"
        helperText="An exact path, or * for any characters"
        maxLength={300}
        shown={pattern}
        onShow={search}
        purgeLabel={pattern ? `Purge '${pattern}'…` : 'Purge… (show a pattern first)'}
        onPurge={preview.ask}
        purgeAsking={preview.asking}
      />
      <QueryContent query={entries} what="The cached paths">
        {(shown) => (
          <>
            <CdnEntryTable rows={shown.data} />
            {shown.total > shown.data.length && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                The first {CDN_LIST_CAP} of {shown.total}: narrow the pattern to see the others.
              </Typography>
            )}
          </>
        )}
      </QueryContent>
      <PurgePreviewDialog
        what="edge cache responses"
        preview={preview.shown}
        purging={purge.running}
        onPurge={purge.run}
        onClose={preview.close}
      />
    </Box>
  );
}
