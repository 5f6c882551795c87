import { Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from '../../routing/Link';
import { IN_SHOW, type PerformerPresence } from '../../../contract/live/presence';
import { CHOICES } from '../../../resources/choices';
import type { LiveAction } from './useLiveCamsController';

const nameOf = (choices: readonly { id: string; name: string }[], id: string | null) =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '';

/** '12 min', '1 h 05 min': how long the performer has been at it. */
function duration(since: string | null, now: number): string {
  if (!since) return '—';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  return minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export interface LiveCamCardProps {
  presence: PerformerPresence;
  now: number;
  onAction: (action: LiveAction, presence: PerformerPresence) => void;
}

/** One performer on the wall: who, what show, how many watch, for how long; end the show or kick its member. */
export function LiveCamCard({ presence, now, onAction }: LiveCamCardProps) {
  const inShow = IN_SHOW.includes(presence.onlineStatus);
  return (
    <Card component="article" aria-label={presence.username} variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Link component={RouterLink} to={`/performer/${presence.id}`} variant="subtitle1" noWrap>
            {presence.username}
          </Link>
          <Chip size="small" label={nameOf(CHOICES.onlineStatus, presence.onlineStatus)} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {inShow
            ? `${nameOf(CHOICES.chatKind, presence.chatKind)} · ${presence.viewers} watching`
            : 'Not in a show'}
          {' · '}
          {duration(presence.since, now)}
        </Typography>
        {presence.memberName && (
          <Typography variant="body2" color="text.secondary">
            With {presence.memberName}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {/* A wall holds hundreds of these: each names its show, for those who go through the buttons. */}
        <Button
          size="small"
          disabled={!inShow}
          onClick={() => onAction('end', presence)}
          aria-label={`End show of ${presence.username}`}
        >
          End show
        </Button>
        <Button
          size="small"
          disabled={!inShow || presence.member === null}
          onClick={() => onAction('kick', presence)}
          aria-label={`Kick ${presence.memberName ?? 'the member'} from the show of ${presence.username}`}
        >
          Kick
        </Button>
      </CardActions>
    </Card>
  );
}
