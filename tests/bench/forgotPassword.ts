// POST /forgot-password answers as fast for an unknown name as for an account (issue 22: 9.8 ms against 5.6 ms
// told which accounts exist). Interleaved calls through the real app, each after the previous call's work is done.
//
//   npx tsx tests/bench/forgotPassword.ts            (PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/forgotPassword.ts
//
// Prints the median and the spread of 30 answers for each; figures to read, not a test.
import { desc } from 'drizzle-orm';
import { sysLog } from '../../server/db/schema/trail';
import { buildTestApp } from '../../server/test/testApp';
import { median } from './median';

const RUNS = 30;
const app = await buildTestApp();

const newestLogId = async () =>
  (await app.db.select({ id: sysLog.id }).from(sysLog).orderBy(desc(sysLog.id)).limit(1))[0]?.id ?? 0;

/** One call's answer time; then waits for the sys-log line its work leaves, so calls do not overlap. */
async function timed(username: string): Promise<number> {
  const before = await newestLogId();
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { username } });
  const elapsed = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  while ((await newestLogId()) === before) await new Promise((resolve) => setTimeout(resolve, 1));
  return elapsed;
}

const times: Record<string, number[]> = { 'known account': [], 'unknown name': [] };
for (let run = 0; run < 5; run += 1) await timed(run % 2 ? 'admin' : 'nobody'); // warm-up
for (let run = 0; run < RUNS; run += 1) {
  times['known account']!.push(await timed('support@wse.example'));
  times['unknown name']!.push(await timed(`nobody-${run}@example.com`));
}
for (const [kind, values] of Object.entries(times)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(14)} median ${median(values).toFixed(2)} ms  (min ${sorted[0]!.toFixed(2)}, max ${sorted.at(-1)!.toFixed(2)}, n=${values.length})`,
  );
}
await app.close();
