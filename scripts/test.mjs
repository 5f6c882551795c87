// `npm test`: every check, in the order that fails fastest, then how long each took.
import { spawn } from 'node:child_process';
import { ensureChromium } from './ensureChromium.mjs';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The static checks each keep one core busy at most, so they run side by side (their output is kept apart and
// printed in order). The server tests that open a database run on both engines, side by side; the server's pure
// logic runs once, with the client's unit tests (vitest.config.ts tells them apart).
const stages = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['format', 'npx', ['prettier', '--check', '.']],
  ],
  [
    [
      'unit and component tests',
      'npx',
      ['vitest', 'run', '--project', 'client', '--project', 'client-logic', '--project', 'server-logic'],
    ],
  ],
  // Side by side the two engines' runs take 127 s here against 74 + 81 s one after the other: PostgreSQL's own
  // processes and both runs' waits leave room. Side by side with the unit tests too, all three took longer.
  [
    ['server tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server']],
    ['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { DATABASE_URL: PG_URL }],
  ],
  [['end-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']]],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const times = [];
const started = Date.now();
function summary() {
  const width = Math.max(...stages.flat().map(([name]) => name.length));
  console.log('\nStage times:');
  for (const [name, time, ok, together] of times)
    console.log(`  ${name.padEnd(width)}  ${time.padStart(6)} s  ${ok}${together ? '  (side by side)' : ''}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(started).padStart(6)} s`);
}

/** Runs one stage; alone its output goes straight through, side by side it is kept until the stage ends. */
function run([name, cmd, args, env = {}], alone) {
  const t = Date.now();
  const child = spawn(cmd, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Kept output loses the terminal, so tools would drop their colours.
    env: { ...process.env, ...(!alone && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ name, status: code ?? 1, time: seconds(t), output }));
  });
}

ensureChromium();
for (const group of stages) {
  const alone = group.length === 1;
  if (alone) console.log(`\n=== ${group[0][0]} ===`);
  else console.log(`\n=== ${group.map(([name]) => name).join(', ')}: side by side ===`);
  const results = await Promise.all(group.map((stage) => run(stage, alone)));
  for (const { name, status, time, output } of results) {
    if (!alone) console.log(`\n=== ${name} ===`);
    for (const chunk of output) process.stdout.write(chunk);
    const ok = status === 0 ? 'ok' : 'FAILED';
    times.push([name, time, ok, !alone]);
    console.log(`=== ${name}: ${ok} in ${time} s ===`);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    summary();
    process.exit(failed.status);
  }
}
summary();
console.log(`\nAll checks passed in ${seconds(started)} s.`);
