import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import {
  chatJoined,
  chatLine,
  chatPresence,
  type ChatLine,
  type ChatPresence,
} from '../../../contract/chat/chatRoom';
import { call } from '../../transport/call';
import { getSocket, onSocketEvent } from '../../transport/socketClient';
import { useSocketStatus } from '../../transport/useSocketStatus';
import { mergeLines } from './mergeLines';
import { newClientId } from './newClientId';

/** A line one has written that the server has not confirmed yet; kept in the browser, so a reload keeps it. */
export interface OutboxLine {
  clientId: string;
  message: string;
  /** Why the server refused it; such a line is not sent again until one retries it. */
  problem?: string;
}

const outboxKey = (room: string) => `chat.outbox.${room}`;

/**
 * One chat room: its lines (history, then live), who is in it, the connection, and one's own lines not confirmed
 * yet. Lines are sent only while the room is joined, in order, each with its own client id: one written offline
 * waits in the outbox (kept in the store) and goes once the room is joined again; a resend after a lost reply is
 * recognised by the server, so no line is lost or doubled. One room per mount: the page keys it by room.
 *
 * @example
 * const { lines, outbox, present, status, send, rejoin } = useChatRoomController('lobby');
 */
export function useChatRoomController(room: string) {
  const status = useSocketStatus();
  const store = useStoreContext();
  const [outbox] = useStore<OutboxLine[]>(outboxKey(room), []);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [present, setPresent] = useState<ChatPresence['present']>([]);
  const [joined, setJoined] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Bumped to join again after a failed join. */
  const [attempt, setAttempt] = useState(0);
  /** Bumped on every join and leave: a sender from an earlier join stops. */
  const generation = useRef(0);
  /** The join whose sender is running, so a second one is not started beside it. */
  const sending = useRef(-1);

  const waiting = useCallback(() => store.getItem<OutboxLine[]>(outboxKey(room), []) ?? [], [store, room]);
  const editOutbox = useCallback(
    (edit: (lines: OutboxLine[]) => OutboxLine[]) => store.setItem(outboxKey(room), edit(waiting())),
    [store, room, waiting],
  );
  /** Takes one's own lines that the server has stored (heard, replied or in the history) out of the outbox. */
  const forget = useCallback(
    (stored: readonly ChatLine[]) => {
      const ids = new Set(stored.map((line) => line.clientId));
      if (waiting().some((item) => ids.has(item.clientId)))
        editOutbox((lines) => lines.filter((item) => !ids.has(item.clientId)));
    },
    [waiting, editOutbox],
  );
  const confirmed = useCallback(
    (line: ChatLine) => {
      setLines((current) => mergeLines(current, [line]));
      forget([line]);
    },
    [forget],
  );

  const sendWaiting = useCallback(async () => {
    const mine = generation.current;
    if (sending.current === mine) return;
    sending.current = mine;
    try {
      // The outbox is read again after every line, so lines written meanwhile go too, in order.
      for (let next = waiting().find((item) => !item.problem); next && mine === generation.current;) {
        const { clientId, message } = next;
        try {
          confirmed(chatLine.parse(await call('POST', '/wse/chat/message', { room, message, clientId })));
        } catch (error) {
          const code = (error as { status?: number }).status;
          // A refusal stays with its line; anything else (no answer, connection gone) waits for the next join.
          if (code !== 400 && code !== 403) return;
          const why = (error as Error).message;
          editOutbox((lines) =>
            lines.map((item) => (item.clientId === clientId ? { ...item, problem: why } : item)),
          );
        }
        next = waiting().find((item) => !item.problem);
      }
    } finally {
      if (sending.current === mine) sending.current = -1;
    }
  }, [room, waiting, confirmed, editOutbox]);

  useEffect(() => {
    const stops = [
      onSocketEvent<unknown>('chat-message', (payload) => {
        const line = chatLine.safeParse(payload);
        if (line.success && line.data.room === room) confirmed(line.data);
      }),
      onSocketEvent<unknown>('chat-presence', (payload) => {
        const presence = chatPresence.safeParse(payload);
        if (presence.success && presence.data.room === room) setPresent(presence.data.present);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [room, confirmed]);

  useEffect(() => {
    setJoined(false);
    if (status !== 'online') return;
    const joins = generation;
    const mine = ++joins.current;
    call('POST', '/wse/chat/join', { room }).then(
      (reply) => {
        if (mine !== generation.current) return;
        const joinedRoom = chatJoined.parse(reply);
        setLines((current) => mergeLines(current, joinedRoom.messages));
        forget(joinedRoom.messages);
        setPresent(joinedRoom.present);
        setJoined(true);
        setProblem(null);
        void sendWaiting();
      },
      (error: Error) => mine === generation.current && setProblem(error.message),
    );
    return () => {
      joins.current++;
      // A socket that is gone left its rooms already; a leave queued now would reach the next connection.
      if (getSocket().connected) void call('POST', '/wse/chat/leave', { room }).catch(() => undefined);
    };
  }, [status, room, sendWaiting, forget, attempt]);

  const send = (message: string) => {
    editOutbox((lines) => [...lines, { clientId: newClientId(), message }]);
    if (joined) void sendWaiting();
  };
  const retry = (clientId: string) => {
    editOutbox((lines) =>
      lines.map((item) => (item.clientId === clientId ? { clientId, message: item.message } : item)),
    );
    if (joined) void sendWaiting();
  };
  const discard = (clientId: string) =>
    editOutbox((lines) => lines.filter((item) => item.clientId !== clientId));

  const rejoin = () => {
    setProblem(null);
    setAttempt((count) => count + 1);
  };

  return { status, joined, problem, lines, outbox, present, send, retry, discard, rejoin } as const;
}
