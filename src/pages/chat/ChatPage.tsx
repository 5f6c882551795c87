import { Alert, Box, Stack, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { Link } from '../../routing/Link';
import { useParams } from '../../routing/useParams';
import { DEFAULT_CHAT_ROOM, chatRoomName } from '../../../contract/chat/chatRoom';
import { LoadError } from '../../lib/LoadError';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { ChatPresent } from './ChatPresent';
import { ChatRooms } from './ChatRooms';
import { ConnectionState } from './ConnectionState';
import { useChatRoomController } from './useChatRoomController';

function ChatRoom({ room }: { room: string }) {
  const { status, joined, problem, lines, outbox, present, send, retry, discard, rejoin } =
    useChatRoomController(room);
  return (
    <>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {room}
          </Typography>
          <ConnectionState status={status} waiting={outbox.length} />
        </Stack>
        {problem && (
          <LoadError what="The room" error={{ message: problem }} onRetry={rejoin} sx={{ mb: 1 }} />
        )}
        <ChatLog lines={lines} outbox={outbox} sending={joined} onRetry={retry} onDiscard={discard} />
        <ChatComposer room={room} onSend={send} />
      </Box>
      <ChatPresent present={present} joined={joined} />
    </>
  );
}

/** /chat/{room?}: the staff chat over the socket; rooms, the room's lines live, who is in it, the connection. */
export default function ChatPage() {
  const param = useParams().room ?? DEFAULT_CHAT_ROOM;
  const room = chatRoomName.safeParse(param);
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr) 180px' },
      }}
    >
      <PageTitle title={`Chat: ${param}`} />
      <ChatRooms room={param} />
      {room.success ? (
        <ChatRoom key={room.data} room={room.data} />
      ) : (
        <Alert severity="error">
          “{param}” is not a room name: {room.error.issues[0]!.message}.{' '}
          <Link to="/chat">Go to the lobby</Link>
        </Alert>
      )}
    </Box>
  );
}
