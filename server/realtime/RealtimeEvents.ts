import type { ChatLine, ChatPresence } from '../../contract/chat/chatRoom';
import type { PerformerPresence } from '../../contract/live/presence';
import type { SettingsChanged } from '../../contract/tech/settingsChanged';
import type { JobView } from '../../contract/jobs/jobApi';
import type { LogsLine } from '../../contract/tech/logsLine';
import type { StreamUpdate } from '../../contract/tech/streamsApi';
import type { DeploymentUpdate } from '../../contract/tech/deploymentsApi';
import type { ErrorBody } from '../http/ApiError';

/** A signed-in session as the realtime channel hands it out. */
export interface SessionToken {
  token: string;
  exp: number;
}

/** What the dashboard sends with `socket.emit('request', envelope, ack)` (docs/API.md "Realtime"). */
export interface RequestEnvelope {
  method: string;
  path: string;
  token?: string;
  payload?: unknown;
}

export type RequestReply = { status: 200; data: unknown } | { status: number; error: ErrorBody };

export interface ClientToServerEvents {
  request: (envelope: RequestEnvelope, ack: (reply: RequestReply) => void) => void;
  activity: () => void;
}

export interface ServerToClientEvents {
  'token-refresh': (session: SessionToken) => void;
  'reset-session': (session: SessionToken) => void;
  'token-expired': (expired: { token: string }) => void;
  'account-vanished': (payload: Record<string, never>) => void;
  'chat-message': (line: ChatLine) => void;
  'chat-presence': (presence: ChatPresence) => void;
  'live-update': (presence: PerformerPresence) => void;
  'settings-changed': (change: SettingsChanged) => void;
  'stream-update': (update: StreamUpdate) => void;
  'deployment-update': (update: DeploymentUpdate) => void;
  'job-progress': (job: JobView) => void;
  'sys-log': (line: LogsLine) => void;
}

/** Events one server instance passes to the others through the Redis adapter. */
export interface InterServerEvents {
  'roles-changed': (accountId: number) => void;
  'account-vanished': (accountId: number) => void;
  'settings-changed': (change: SettingsChanged) => void;
}

/** Who the socket belongs to and the token its handshake passed with. */
export interface SocketData {
  accountId: number;
  username: string;
  token: string;
  exp: number;
}
