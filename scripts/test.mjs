// `npm test`: every check, in the order that fails fastest, then how long each took.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensureChromium.mjs';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The server tests that open a database run on both engines; the server's pure logic runs once, with the
// client's unit tests (vitest.config.ts tells them apart).
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  [
    'unit and component tests',
    'npx',
    ['vitest', 'run', '--project', 'client', '--project', 'client-logic', '--project', 'server-logic'],
  ],
  ['server tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], {}],
  ['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { DATABASE_URL: PG_URL }],
  ['end-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const times = [];
const started = Date.now();
function summary() {
  const width = Math.max(...steps.map(([name]) => name.length));
  console.log('\nStage times:');
  for (const [name, time, ok] of times) console.log(`  ${name.padEnd(width)}  ${time.padStart(6)} s  ${ok}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(started).padStart(6)} s`);
}

ensureChromium();
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = status === 0 ? 'ok' : 'FAILED';
  times.push([name, seconds(t), ok]);
  console.log(`=== ${name}: ${ok} in ${seconds(t)} s ===`);
  if (status !== 0) {
    summary();
    process.exit(status ?? 1);
  }
}
summary();
console.log(`\nAll checks passed in ${seconds(started)} s.`);
