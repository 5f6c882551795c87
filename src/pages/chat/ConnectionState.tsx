import { Alert, Chip } from '@mui/material';
import type { SocketStatus } from '../../transport/useSocketStatus';

/** The connection as the chat needs it said: quiet when fine, plain when lost, with what happens to one's lines. */
export function ConnectionState({ status, waiting }: { status: SocketStatus; waiting: number }) {
  if (status === 'online') return <Chip size="small" color="success" variant="outlined" label="Connected" />;
  const lines = waiting === 1 ? '1 message waits' : `${waiting} messages wait`;
  return (
    <Alert severity={status === 'connecting' ? 'info' : 'warning'} role="status">
      {status === 'connecting' ? 'Connecting…' : 'Connection lost. Reconnecting…'}{' '}
      {waiting > 0
        ? `${lines} and will be sent once connected.`
        : 'You can keep writing: messages are sent once connected.'}
    </Alert>
  );
}
