// `npm run bench`: DESIGN §8 side by side with a vanilla react-admin app (tests/bench/vanilla) in one run.
// Builds both into a temporary folder, prints the gzip size of the JavaScript the login page and the first list
// page load (walking Vite's manifests), then serves each build from its own reference server and times the
// navigation to the first list row in Chromium (tests/bench/firstRow.ts). Figures to watch, not a test.
//
//   npm run bench                      sizes and timings; BENCH_RUNS=15 for more visits (default 7)
//   npm run bench -- --search          then the member search and member list benchmark (tests/bench/memberSearch.ts; seeds
//                                      1,000,000 members on its first run, in PGlite unless DATABASE_URL is set:
//                                      DESIGN's p95 < 50 ms is for PostgreSQL, e.g.
//                                      DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- --search)
//   BENCH_PORT=8195 npm run bench      fixed ports (8195 ours, 8196 vanilla) instead of free ones
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from './ensureChromium.mjs';

const MEMBER_SEARCH = 'tests/bench/memberSearch.ts';
const work = mkdtempSync(join(tmpdir(), 'wse-bench-'));
const started = [];

const apps = [
  {
    name: 'wse-dashboard',
    config: 'vite.config.ts',
    dist: join(work, 'dashboard'),
    // The modules each route loads lazily on top of the entry (src/routes/pageLoaders.ts, LazyLayout).
    routes: {
      login: ['src/pages/login/LoginPage.tsx'],
      list: ['src/layout/Layout.tsx', 'src/schema/views/ResourceListPage.tsx'],
    },
  },
  {
    name: 'vanilla react-admin',
    config: 'tests/bench/vanilla/vite.config.ts',
    dist: join(work, 'vanilla'),
    routes: { login: [], list: [] },
  },
];

function build(app) {
  const { status } = spawnSync('npx', ['vite', 'build', '-c', app.config, '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: app.dist },
  });
  if (status !== 0) throw new Error(`Building ${app.name} failed`);
}

/** Gzip bytes of the entry, the route's lazy modules and everything those import statically. */
function routeJsGzip(app, sources) {
  const manifest = JSON.parse(readFileSync(join(app.dist, '.vite', 'manifest.json'), 'utf8'));
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    if (!manifest[key])
      throw new Error(`${app.name}: no chunk for ${key} (no longer lazily loaded, or renamed)`);
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  sources.forEach(visit);
  const bytes = [...keys].reduce(
    (total, key) => total + gzipSync(readFileSync(join(app.dist, manifest[key].file))).length,
    0,
  );
  return { kb: bytes / 1024, files: keys.size };
}

function printSizes() {
  console.log('\nInitial JavaScript (gzip), budget: ours no larger than vanilla:');
  for (const [route, label] of [
    ['login', 'login page'],
    ['list', 'first list page'],
  ]) {
    const [ours, vanilla] = apps.map((app) => routeJsGzip(app, app.routes[route]));
    const verdict =
      ours.kb <= vanilla.kb ? 'within budget' : `OVER by ${(ours.kb - vanilla.kb).toFixed(1)} kB`;
    console.log(
      `  ${label.padEnd(16)} ours ${ours.kb.toFixed(1).padStart(6)} kB (${ours.files} files)   ` +
        `vanilla ${vanilla.kb.toFixed(1).padStart(6)} kB (${vanilla.files} files)   ${verdict}`,
    );
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The reference server serving one build, with its own seeded database; resolves with its origin. */
async function startServer(app, port) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(work, `data-${port}`),
      DIST_DIR: app.dist,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${app.name} exited (${child.exitCode})`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return origin;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server for ${app.name} did not answer on ${origin}`);
}

async function stopServers() {
  await Promise.all(
    started
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        return exited;
      }),
  );
}

async function timeFirstRow() {
  ensureChromium();
  const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const ports = base ? [base, base + 1] : [await freePort(), await freePort()];
  console.log('\nStarting a reference server for each build…');
  const [ours, vanilla] = await Promise.all(apps.map((app, index) => startServer(app, ports[index])));
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/firstRow.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_OURS: ours,
      BENCH_VANILLA: vanilla,
      BENCH_OURS_DIST: apps[0].dist,
      BENCH_VANILLA_DIST: apps[1].dist,
    },
  });
  if (status !== 0) throw new Error('Timing the first list row failed');
}

function memberSearch() {
  if (!existsSync(MEMBER_SEARCH)) return console.log(`\n(no ${MEMBER_SEARCH}: member search not measured)`);
  console.log(`\nMember search and member list (${MEMBER_SEARCH}):`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', MEMBER_SEARCH], { stdio: 'inherit' });
  if (status !== 0) throw new Error('The member search benchmark failed');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers().finally(() => {
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

let failed = false;
try {
  apps.forEach(build);
  printSizes();
  await timeFirstRow();
  await stopServers();
  if (process.argv.includes('--search')) memberSearch();
  else
    console.log(`\nMember search over 1,000,000 members: npm run bench -- --search (slow on its first run).`);
} catch (error) {
  console.error(`\nbench: ${error.message}`);
  failed = true;
} finally {
  await stopServers();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
