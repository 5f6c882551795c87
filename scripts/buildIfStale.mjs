// Rebuild the SPA only when a source file is newer than the last build, so `npm start` stays quick.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const DIST = process.env.DIST_DIR ?? 'dist';
// What the build reads: the app's code, the contract it shares with the server, and the build's own plugins.
const SOURCES = [
  'src',
  'resources',
  'contract',
  'scripts/vite',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildIfStale() {
  const built = existsSync(`${DIST}/index.html`) ? statSync(`${DIST}/index.html`).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map(newest))) return;
  console.log('Building the dashboard…');
  const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
