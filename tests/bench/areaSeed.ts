import { io } from 'socket.io-client';
import { isActiveJob } from '../../contract/jobs/isActiveJob';
import type { BenchApp } from './benchApps';

/** What the area pages are given to show (tests/bench/areaPages.ts). */
export interface AreaSeed {
  member: { id: number; username: string };
  /** Performers live on the wall once seeded, and the ones the bench moves while measuring it. */
  live: number;
  moving: number[];
  chatLines: number;
  /** Text of every seeded chat line: the room's history shows. */
  chatText: string;
  batch: { interval: string; start: string };
  invoices: number;
}

const CHAT_LINES = 1000;
const CHAT_TEXT = 'Bench history line';
const LIVE = 200;
/**
 * The demo's payout period with the most invoices (356; the 359 are the live platform's, and no API writes
 * past earnings). The stock app lists its invoices too (tests/bench/vanilla/dataProvider.ts, INVOICE_BATCH).
 */
const BATCH = { interval: 'Monthly', start: '2026-10-01' };

interface Presence {
  id: number;
  onlineStatus: string;
}

async function api<T>(origin: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${origin}/api${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Oldest first: the seed's own rows, where the demo's live activity adds new ones, so each run reads the same. */
const listOf = (path: string, filter: object, sort: string, perPage = 1) =>
  `${path}?${new URLSearchParams({ page: '1', perPage: String(perPage), sort, order: 'ASC', filter: JSON.stringify(filter) })}`;

/** 1,000 lines in the lobby, sent over the socket as staff send them (none when a previous run left them). */
async function seedChat(origin: string, token: string): Promise<void> {
  const socket = io(origin, {
    transports: ['websocket'],
    query: { token },
    forceNew: true,
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  const request = (path: string, payload: object) =>
    new Promise<unknown>((resolve, reject) =>
      socket.emit(
        'request',
        { method: 'POST', path, token, payload },
        (reply: { status: number; data?: unknown; error?: { message?: string } }) =>
          reply?.status === 200
            ? resolve(reply.data)
            : reject(new Error(`${path}: ${reply?.error?.message}`)),
      ),
    );
  try {
    const joined = (await request('/wse/chat/join', { room: 'lobby' })) as {
      messages: { message: string }[];
    };
    if (joined.messages.some((line) => line.message.startsWith(CHAT_TEXT))) return;
    const run = Date.now().toString(36);
    // A few at a time: the order of the history does not matter, the time it takes does.
    for (let from = 1; from <= CHAT_LINES; from += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, offset) =>
          request('/wse/chat/message', {
            room: 'lobby',
            message: `${CHAT_TEXT} ${from + offset} of ${CHAT_LINES}: shift notes, a member to watch, a payout query.`,
            clientId: `bench-${run}-${from + offset}`,
          }),
        ),
      );
  } finally {
    socket.close();
  }
}

/** Puts performers who are online but not in a show live, through the presence API, until LIVE are. */
async function seedLive(origin: string, token: string): Promise<{ live: number; moving: number[] }> {
  const wall = (await api<{ data: Presence[] }>(origin, token, 'GET', '/wse/live')).data;
  const live = wall.filter((presence) => presence.onlineStatus === 'live');
  const idle = wall.filter((presence) => ['online', 'pause'].includes(presence.onlineStatus));
  for (const presence of idle.slice(0, Math.max(0, LIVE - live.length))) {
    await api(origin, token, 'POST', '/wse/simulate/presence', {
      performer: presence.id,
      onlineStatus: 'live',
      chatKind: 'default',
      viewers: 1 + (presence.id % 30),
    });
    live.push(presence);
  }
  return { live: live.length, moving: live.map((presence) => presence.id) };
}

/** Calculates the payout batch (a job) unless done, and answers how many invoices it has. */
async function seedBatch(origin: string, token: string): Promise<number> {
  const period = async () =>
    (
      await api<{ data: { start: string; calculatedAt: string | null; job: { status: string } | null }[] }>(
        origin,
        token,
        'GET',
        `/payouts/periods?interval=${BATCH.interval}`,
      )
    ).data.find((candidate) => candidate.start === BATCH.start);
  if (!(await period())?.calculatedAt) {
    await api(origin, token, 'POST', '/payouts/calculate', BATCH);
    const deadline = Date.now() + 300_000;
    for (let now = await period(); !now?.calculatedAt || isActiveJob(now.job); now = await period()) {
      if (Date.now() > deadline) throw new Error(`${origin}: the payout calculation did not end`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const batch = await api<{ invoices: unknown[] }>(
    origin,
    token,
    'GET',
    `/payouts/batch?${new URLSearchParams(BATCH)}`,
  );
  return batch.invoices.length;
}

/** A member with chats, payments and credit changes, so every section of the record has rows. */
async function pickMember(origin: string, token: string): Promise<{ id: number; username: string }> {
  const chats = await api<{ data: { member: number }[] }>(
    origin,
    token,
    'GET',
    listOf('/wse/chats', {}, 'startedAt', 100),
  );
  const candidates = [...new Set(chats.data.map((chat) => chat.member))];
  const total = async (path: string, member: number, sort: string) =>
    (await api<{ total: number }>(origin, token, 'GET', listOf(path, { member }, sort))).total;
  let id = candidates[0]!;
  for (const candidate of candidates) {
    const [payments, credits] = await Promise.all([
      total('/members/payments', candidate, 'createdAt'),
      total('/members/credits', candidate, 'createdAt'),
    ]);
    if (payments > 0 && credits > 0) {
      id = candidate;
      break;
    }
  }
  const record = await api<{ data: { username: string } }>(origin, token, 'GET', `/member/${id}`);
  return { id, username: record.data.username };
}

/**
 * Gives the reference servers what the area pages need, through the product's own API: a member with every
 * section, 200 performers live, 1,000 lines of chat history, and the October payout batch calculated (on both
 * servers; the stock app lists its invoices). Both servers hold the same demo seed, so the same member is read.
 */
export async function seedAreas(apps: readonly BenchApp[], tokens: readonly string[]): Promise<AreaSeed> {
  const [ours, stock] = apps;
  const [oursToken, stockToken] = tokens;
  await seedChat(ours!.origin, oursToken!);
  const { live, moving } = await seedLive(ours!.origin, oursToken!);
  const [invoices, stockInvoices] = await Promise.all([
    seedBatch(ours!.origin, oursToken!),
    seedBatch(stock!.origin, stockToken!),
  ]);
  if (invoices !== stockInvoices)
    throw new Error(`Invoices differ: ${invoices} ours, ${stockInvoices} stock`);
  const member = await pickMember(ours!.origin, oursToken!);
  const stockMember = await api<{ data: { username: string } }>(
    stock!.origin,
    stockToken!,
    'GET',
    `/member/${member.id}`,
  );
  if (stockMember.data.username !== member.username)
    throw new Error('The two servers hold different members');
  return { member, live, moving, chatLines: CHAT_LINES, chatText: CHAT_TEXT, batch: BATCH, invoices };
}
