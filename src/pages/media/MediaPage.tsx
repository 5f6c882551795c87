import { Box, Button, ButtonBase, LinearProgress, Stack, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { LoadError } from '../../lib/LoadError';
import { ReasonDialog } from '../reason/ReasonDialog';
import type { MediaItem } from '../../../contract/media/mediaQueue';
import { useMediaQueueController } from './useMediaQueueController';

const BLURRED = { filter: 'blur(14px)', transition: 'filter 0.15s' };
const itemName = (item: MediaItem) =>
  `${item.kind === 'album' ? 'album picture' : 'snapshot'} ${item.id} by ${item.performerName}`;

/**
 * /support/media: the moderation queue, fast by keyboard (A approve, R reject, J/K next/previous). Pictures stay
 * blurred until hovered or focused; the items shown are held for this moderator, so nobody else reviews them.
 */
export default function MediaPage() {
  const {
    claim,
    held,
    current,
    index,
    select,
    waiting,
    approve,
    reject,
    rejecting,
    startReject,
    stopReject,
  } = useMediaQueueController();
  const failure = claim.error ?? claim.failureReason;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Media" />
      <Typography variant="h5" component="h1" gutterBottom>
        Media
      </Typography>
      <Typography variant="body2" color="text.secondary" id="media-keys">
        Keys: A approve · R reject · J next · K previous. {held.length} held for you, {waiting} more waiting.
      </Typography>
      {failure ? (
        <LoadError what="The queue" error={failure} onRetry={() => void claim.refetch()} sx={{ mt: 2 }} />
      ) : claim.isPending ? (
        <LinearProgress sx={{ mt: 2 }} aria-label="Loading the media queue" />
      ) : !current ? (
        <Typography sx={{ mt: 3 }}>Nothing is waiting for review.</Typography>
      ) : (
        <>
          <Box
            component="figure"
            tabIndex={0}
            aria-label={`${current.kind === 'album' ? 'Album picture' : 'Snapshot'} ${current.id} by ${current.performerName}`}
            aria-describedby="media-keys"
            sx={{
              m: 0,
              mt: 2,
              maxWidth: 480,
              overflow: 'hidden',
              borderRadius: 1,
              '& img': BLURRED,
              '&:hover img, &:focus img': { filter: 'none' },
            }}
          >
            <Box component="img" src={current.image} alt="" sx={{ display: 'block', width: '100%' }} />
            <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
              {current.kind === 'album' ? 'Album picture' : 'Snapshot'} by {current.performerName} ·{' '}
              {index + 1} of {held.length}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              onClick={() => approve.mutate(current.id)}
              disabled={approve.isPending}
            >
              Approve (A)
            </Button>
            <Button variant="outlined" color="error" onClick={startReject}>
              Reject (R)
            </Button>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 2, flexWrap: 'wrap' }}
            aria-label="Held items"
            role="list"
          >
            {held.map((item, at) => (
              <Box key={item.id} role="listitem">
                <ButtonBase
                  onClick={() => select(at)}
                  aria-label={`Show ${itemName(item)} (${at + 1} of ${held.length})`}
                  aria-current={at === index ? 'true' : undefined}
                  sx={{
                    width: 64,
                    height: 48,
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: at === index ? 2 : 0,
                    '&.Mui-focusVisible': { outline: 2, outlineOffset: 2 },
                  }}
                >
                  <Box component="img" src={item.image} alt="" sx={{ width: '100%', ...BLURRED }} />
                </ButtonBase>
              </Box>
            ))}
          </Stack>
        </>
      )}
      {rejecting && current && (
        <ReasonDialog
          title={`Reject this ${current.kind === 'album' ? 'album picture' : 'snapshot'} by ${current.performerName}?`}
          text="The performer is told the reason."
          confirm="Reject"
          onClose={stopReject}
          onConfirm={(reason) => reject.mutate({ id: current.id, reason })}
          pending={reject.isPending}
          problem={reject.error?.message ?? null}
        />
      )}
    </Box>
  );
}
