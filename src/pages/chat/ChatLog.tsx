import { Box, Button, Typography, type Theme } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
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

// A line's parts as Typography's body2 draws them, set once for the log, not three Typography components a line:
// the log grows with every line heard, and all of it was drawn again with each line sent or received.
const LOG_STYLES = {
  overflowY: 'auto',
  minHeight: 240,
  maxHeight: '60vh',
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& .chat-line': { my: 0.5 },
  '& .chat-line > span, & .chat-line > strong': (theme: Theme) => ({ ...theme.typography.body2 }),
  '& .chat-line-time': { color: 'text.secondary' },
  '& .chat-line-user': { fontWeight: 600 },
  '& .chat-line-text': { whiteSpace: 'pre-wrap' },
} as const;

/** One line of the room: drawn again only when it changes. */
const LogLine = memo(function LogLine({ line }: { line: ChatLine }) {
  return (
    <p className="chat-line">
      <span className="chat-line-time">{formatDateTime(line.createdAt)} </span>
      <strong className="chat-line-user">{line.username}: </strong>
      <span className="chat-line-text">{line.message}</span>
    </p>
  );
});

/** The room's lines, oldest first: one's own waiting lines change without drawing these again. */
const LogLines = memo(function LogLines({ lines }: { lines: readonly ChatLine[] }) {
  return lines.map((line) => <LogLine key={line.id} line={line} />);
});

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
      sx={LOG_STYLES}
    >
      {/* Until the room is joined its lines are not known: 'No messages yet' would be a guess. */}
      {sending && lines.length === 0 && outbox.length === 0 && (
        <Typography color="text.secondary">No messages yet. Say hello.</Typography>
      )}
      <LogLines lines={lines} />
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
