import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { ChatLine } from '../../../contract/chat/chatRoom';
import { formatDateTime } from '../../lib/formatDateTime';
import type { OutboxLine } from './useChatRoomController';

interface ChatLogProps {
  lines: readonly ChatLine[];
  outbox: readonly OutboxLine[];
  /** Whether one's own waiting lines are being sent now (else they wait for the connection). */
  sending: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** How close to the end one must be for a new line to scroll into view (so reading back is not interrupted). */
const FOLLOW_PX = 80;

/** The room's lines, oldest first, then one's own not yet confirmed ones with their state; follows new lines. */
export function ChatLog({ lines, outbox, sending, onRetry, onDiscard }: ChatLogProps) {
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useEffect(() => {
    if (following.current && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines, outbox]);
  return (
    <Box
      ref={box}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      onScroll={(event) => {
        const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
        following.current = scrollHeight - scrollTop - clientHeight < FOLLOW_PX;
      }}
      sx={{
        overflowY: 'auto',
        minHeight: 240,
        maxHeight: '60vh',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* Until the room is joined its lines are not known: 'No messages yet' would be a guess. */}
      {sending && lines.length === 0 && outbox.length === 0 && (
        <Typography color="text.secondary">No messages yet. Say hello.</Typography>
      )}
      {lines.map((line) => (
        <Box key={line.id} component="p" sx={{ my: 0.5 }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {formatDateTime(line.createdAt)}{' '}
          </Typography>
          <Typography component="strong" variant="body2" sx={{ fontWeight: 600 }}>
            {line.username}:{' '}
          </Typography>
          <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {line.message}
          </Typography>
        </Box>
      ))}
      {outbox.map((item) => (
        <Box key={item.clientId} component="p" sx={{ my: 0.5, color: 'text.secondary' }} data-outbox>
          <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {item.message}
          </Typography>{' '}
          <Typography component="em" variant="caption" color={item.problem ? 'error' : 'text.secondary'}>
            {item.problem ? `Not sent: ${item.problem}` : sending ? 'Sending…' : 'Waiting for the connection'}
          </Typography>
          {item.problem && (
            <>
              <Button size="small" onClick={() => onRetry(item.clientId)}>
                Retry
              </Button>
              <Button size="small" color="inherit" onClick={() => onDiscard(item.clientId)}>
                Discard
              </Button>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
