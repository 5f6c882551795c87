// Lighthouse's mobile performance score of the accounts list (issue 11: at least 90), the dashboard beside the
// vanilla react-admin app. `npm run bench` runs it against its two servers; by hand:
//
//   BENCH_OURS=http://127.0.0.1:8195 BENCH_VANILLA=http://127.0.0.1:8196 npx tsx tests/bench/lighthouseBench.ts
//
// Lighthouse's default settings: a phone, simulated slow 4G and 4× CPU slowdown. It drives its own tab of a
// Chromium that Playwright starts with a profile in which the app's token is already stored (Lighthouse keeps
// storage, so the list is seen signed in). The scores go to BENCH_LIGHTHOUSE (a JSON file) when set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from '../fixtures/freePort';
import { adminToken } from './adminToken';
import { benchApps, type BenchApp } from './benchApps';

const targets = benchApps();

async function score(target: BenchApp): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'wse-lighthouse-'));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
    ],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${target.origin}/config.json`);
    const token = await adminToken(target.origin);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [target.tokenKey, token]);
    const result = await lighthouse(`${target.origin}${target.listPath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const value = result?.lhr.categories.performance?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no performance score for ${target.name}`);
    return Math.round(value * 100);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const scores: number[] = [];
for (const target of targets) scores.push(await score(target));
console.log('\nLighthouse mobile performance score of the accounts list:');
targets.forEach((target, index) => console.log(`  ${target.name.padEnd(20)} ${scores[index]}`));
if (process.env.BENCH_LIGHTHOUSE) writeFileSync(process.env.BENCH_LIGHTHOUSE, JSON.stringify(scores));
