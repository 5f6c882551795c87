// Playwright may not download a browser here; end-to-end tests drive Debian's Chromium instead.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with 'sudo apt-get install -y chromium' ` +
        `(or set CHROMIUM_PATH to a Chromium binary), then run 'npm test' again.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (apt-get install -y chromium)…');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  if (run(['install', '-y', '-qq', 'chromium']).status !== 0 || !existsSync(CHROMIUM)) {
    console.error(
      "Could not install Chromium with apt-get. Install it by hand: 'apt-get install -y chromium'.",
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
