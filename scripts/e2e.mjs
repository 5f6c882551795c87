// End-to-end tests: a fresh build, then Playwright in Debian's Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensureChromium.mjs';
import { buildIfStale } from './buildIfStale.mjs';

ensureChromium();
buildIfStale();
const { status } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? 1);
