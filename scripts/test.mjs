// `npm test`: every check, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensureChromium.mjs';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'client']],
  ['server tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], {}],
  ['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { DATABASE_URL: PG_URL }],
  ['end-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']],
];

ensureChromium();
const started = Date.now();
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`,
  );
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
