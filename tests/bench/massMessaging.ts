// Mass messaging over a large seeded platform (issue 24's budgets), through the real app:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/massMessaging.ts
//
// 1. Counting an audience (POST /messaging/count) for 200 audiences of every filter: p50/p95/max, budget p95 < 200 ms.
// 2. A mass message to every member (1,000,000 at BENCH_SEED_SCALE=50) run as a job, followed from a real
//    socket.io client as the dashboard follows it: the longest gap between two `job-progress` events (budget 2 s)
//    and the heap the run added over its start (one page of recipients is 500 ids; all of them would be tens of
//    MB). The run's deliveries are deleted afterwards, so the platform stays as seeded.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { JobView } from '../../contract/jobs/jobApi';
import type { MessageAudience } from '../../contract/messaging/messagingApi';
import { rowsOf } from '../../server/db/rowsOf';
import { messageDeliveries } from '../../server/db/schema/messaging';
import { connectTestClient } from '../../server/realtime/test/connectTestClient';
import { tokenFor } from '../../server/test/tokenFor';
import { openBenchPlatform, timeEach } from './benchPlatform';

const { app, members, close } = await openBenchPlatform();
const token = await tokenFor(app, 'admin');
const post = async <T>(url: string, payload: Record<string, unknown>): Promise<T> => {
  const response = await app.inject({ method: 'POST', url, headers: { token }, payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

const sites = rowsOf<{ id: number }>(await app.db.execute(sql`select id from whitelabel_sites order by id`));
const countries = ['NL', 'DE', 'BE', 'GB', 'CO', 'US'];
const states = ['active', 'inactive', 'blocked', 'pending'] as const;
const month = (i: number) => `2026-${String(1 + (i % 10)).padStart(2, '0')}-01`;
const shapes: ((i: number) => Omit<MessageAudience, 'recipients'>)[] = [
  () => ({}),
  (i) => ({ state: states[i % states.length] }),
  (i) => ({ country: countries[i % countries.length] }),
  (i) => ({ site: sites[i % sites.length]!.id }),
  (i) => ({ site: sites[i % sites.length]!.id, state: 'active' }),
  (i) => ({ country: countries[i % countries.length], state: states[i % states.length] }),
  (i) => ({ lastLoginAfter: month(i) }),
  (i) => ({ lastLoginBefore: month(i), state: 'active' }),
  (i) => ({
    site: sites[i % sites.length]!.id,
    country: countries[i % countries.length],
    lastLoginAfter: month(i),
  }),
];
const audiences: MessageAudience[] = Array.from({ length: 200 }, (_, i) => ({
  recipients: i % 5 === 4 ? 'performers' : 'members',
  ...shapes[i % shapes.length]!(i),
}));
// One pass first, so the timings are of a warm database, as a working server's are.
for (const audience of audiences.slice(0, shapes.length)) await post('/api/messaging/count', { audience });
console.log(`\nAudience count over ${members.toLocaleString('en')} members (budget p95 < 200 ms):`);
await timeEach(
  'POST /messaging/count',
  audiences,
  async (audience) =>
    `last ${(await post<{ count: number }>('/api/messaging/count', { audience })).count} recipients`,
  200,
);

const everyone: MessageAudience = { recipients: 'members' };
const { count } = await post<{ count: number }>('/api/messaging/count', { audience: everyone });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const socket = await connectTestClient(address, token);
// Live heap only: with --expose-gc each sample collects first, so garbage not yet collected is not counted.
const collect = (globalThis as { gc?: () => void }).gc;
const liveHeap = () => {
  collect?.();
  return process.memoryUsage().heapUsed;
};
const heapAtStart = liveHeap();
let heapPeak = heapAtStart;
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, liveHeap());
}, 250);
const started = performance.now();
const { job } = await post<{ job: JobView }>('/api/messaging/send', {
  audience: everyone,
  subject: 'Benchmark',
  body: 'A message to everyone, counted and timed.',
  expectedCount: count,
});
const gaps: number[] = [];
const ended = await new Promise<JobView>((resolve) => {
  let last = performance.now();
  socket.on('job-progress', (event: JobView) => {
    if (event.id !== job.id) return;
    const now = performance.now();
    gaps.push(now - last);
    last = now;
    if (event.status !== 'queued' && event.status !== 'running') resolve(event);
  });
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
socket.close();
const longest = Math.max(...gaps);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `\nA mass message to all ${count.toLocaleString('en')} members: ${ended.status}, ${ended.done.toLocaleString('en')} sent ` +
    `in ${seconds.toFixed(1)} s (${Math.round(ended.done / seconds).toLocaleString('en')} a second)`,
);
console.log(
  `  progress over the socket: ${gaps.length} events, longest gap ${(longest / 1000).toFixed(2)} s` +
    `${longest <= 2000 ? '' : '  OVER 2 s'}`,
);
// The yardstick: every recipient's row held at once, as a send without pages would hold them.
const before = liveHeap();
const everyRow = Array.from({ length: count }, (_, id) => ({ id }));
const allRows = liveHeap() - before;
console.log(
  `  ${collect ? 'live heap' : 'heap (run with --expose-gc for the live heap)'}: ${mb(heapAtStart)} MB at the start, ` +
    `peak ${mb(heapPeak)} MB (+${mb(heapPeak - heapAtStart)} MB); all ${everyRow.length.toLocaleString('en')} rows at once ` +
    `would take ${mb(allRows)} MB`,
);
await app.db.delete(messageDeliveries).where(eq(messageDeliveries.job, job.id));
await close();
