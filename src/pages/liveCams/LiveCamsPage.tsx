import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Box, Button, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../lib/PageTitle';
import { Link } from '../../routing/Link';
import { ONLINE_STATUSES, type PerformerPresence } from '../../../contract/live/presence';
import { CHOICES } from '../../../resources/choices';
import { LoadError } from '../../lib/LoadError';
import { ReasonDialog } from '../reason/ReasonDialog';
import { LiveCamCard } from './LiveCamCard';
import { useLiveCamsController, type LiveAction } from './useLiveCamsController';

/** Cards drawn at first; the rest on request, so a busy evening stays quick. */
const PAGE = 60;
const label = (status: string) => CHOICES.onlineStatus.find((choice) => choice.id === status)?.name ?? status;

/**
 * /support/chats ('Live Cams'): performers by online status with their show, viewers and duration, kept live by
 * the socket; end a show or kick its member, with a reason (audited, in the kick log).
 */
export default function LiveCamsPage() {
  const { wall, shown, counts, status, setStatus, now, act } = useLiveCamsController();
  const [limit, setLimit] = useState(PAGE);
  // Said at the first failed attempt, not after the last of the retries (seconds of a progress bar).
  const failure = wall.error ?? wall.failureReason;
  const [pending, setPending] = useState<{ action: LiveAction; presence: PerformerPresence } | null>(null);
  const close = () => {
    setPending(null);
    act.reset();
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Live Cams" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          Live Cams
        </Typography>
        <Button component={Link} to="/chat" startIcon={<ForumOutlined />}>
          Staff chat
        </Button>
      </Stack>
      <Tabs
        value={status}
        onChange={(_, value: string) => {
          setStatus(value);
          setLimit(PAGE);
        }}
        variant="scrollable"
        aria-label="Online status"
      >
        {ONLINE_STATUSES.filter((value) => value !== 'offline').map((value) => (
          <Tab
            key={value}
            value={value}
            // No count before the wall is read: 'Live (0)' would say nobody is live.
            label={wall.data ? `${label(value)} (${counts.get(value) ?? 0})` : label(value)}
          />
        ))}
      </Tabs>
      {failure ? (
        <LoadError what="The live wall" error={failure} onRetry={() => void wall.refetch()} sx={{ mt: 2 }} />
      ) : !wall.data ? (
        <LinearProgress sx={{ mt: 2 }} aria-label="Loading the live wall" />
      ) : shown.length === 0 ? (
        <Typography sx={{ mt: 2 }}>Nobody is {label(status).toLowerCase()} right now.</Typography>
      ) : (
        <Box
          role="list"
          aria-label={`${label(status)} performers`}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {shown.slice(0, limit).map((presence) => (
            <Box role="listitem" key={presence.id}>
              <LiveCamCard
                presence={presence}
                now={now}
                onAction={(action) => setPending({ action, presence })}
              />
            </Box>
          ))}
        </Box>
      )}
      {shown.length > limit && (
        <Button sx={{ mt: 2 }} onClick={() => setLimit(limit + PAGE)}>
          Show {Math.min(PAGE, shown.length - limit)} more of {shown.length - limit}
        </Button>
      )}
      {pending && (
        <ReasonDialog
          title={
            pending.action === 'end'
              ? `End ${pending.presence.username}'s show?`
              : `Kick ${pending.presence.memberName ?? 'the member'} from ${pending.presence.username}'s show?`
          }
          text={
            pending.action === 'end'
              ? 'The show stops for everyone watching; the performer stays online.'
              : 'The member leaves the show and the kick log lists it.'
          }
          confirm={pending.action === 'end' ? 'End show' : 'Kick'}
          onClose={close}
          onConfirm={(reason) =>
            act.mutate({ action: pending.action, id: pending.presence.id, reason }, { onSuccess: close })
          }
          pending={act.isPending}
          problem={act.error?.message ?? null}
        />
      )}
    </Box>
  );
}
