import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { CDN_LIST_CAP } from '../../../contract/tech/cdnApi';
import { LoadError } from '../../lib/LoadError';
import { bytesText } from '../cache/bytesText';
import { PurgePreviewDialog } from '../cache/PurgePreviewDialog';
import { CdnEntryTable } from './CdnEntryTable';
import { useCdnController } from './useCdnController';

/**
 * /tech/cdn: the reference server's edge cache in front of the dashboard's /assets files (this instance's memory),
 * its held responses by path pattern, and a purge of a pattern whose preview says what matches before it runs.
 */
export default function CdnPage() {
  const { entries, pattern, search, preview, purge } = useCdnController();
  const [typed, setTyped] = useState(pattern);
  const data = entries.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Title title="CDN" />
      <Typography variant="h5" component="h1">
        CDN
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The edge cache holds the dashboard&apos;s /assets files as they were sent (with their Cache-Control
        and ETag) and answers them with X-Cache: HIT. It is in this instance&apos;s memory: each instance
        holds and purges its own.
        {data && ` It holds ${bytesText(data.bytes)} of at most ${bytesText(data.maxBytes)}.`}
      </Typography>
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
          label="Path or pattern"
          placeholder="/assets/*.js"
          helperText="An exact path, or * for any characters"
          value={typed}
          onChange={(change) => setTyped(change.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="outlined">
          Show
        </Button>
        <Button
          color="error"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={preview.ask}
          disabled={!preview.ask || preview.asking}
        >
          {pattern ? `Purge '${pattern}'…` : 'Purge… (show a pattern first)'}
        </Button>
      </Stack>
      {entries.error ? (
        <LoadError
          what="The cached paths"
          error={entries.error}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
          sx={{ mt: 2 }}
        />
      ) : !data ? (
        <CircularProgress sx={{ mt: 2 }} aria-label="Loading the cached paths" />
      ) : (
        <>
          <CdnEntryTable rows={data.data} />
          {data.total > data.data.length && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              The first {CDN_LIST_CAP} of {data.total}: narrow the pattern to see the others.
            </Typography>
          )}
        </>
      )}
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
