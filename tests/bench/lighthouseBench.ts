// Lighthouse's mobile performance score of the accounts list (issue 11: at least 90), the dashboard beside the
// vanilla react-admin app. `npm run bench` runs it against its two servers; by hand:
//
//   BENCH_OURS=http://127.0.0.1:8195 BENCH_VANILLA=http://127.0.0.1:8196 npx tsx tests/bench/lighthouseBench.ts
//
// Lighthouse's default settings: a phone, simulated slow 4G and 4× CPU slowdown. It drives its own tab of a
// Chromium that Playwright starts with a profile in which the app's token is already stored (Lighthouse keeps
// storage, so the list is seen signed in). The median scores go to BENCH_LIGHTHOUSE (a JSON file) when set, and
// each app's median run's metrics are printed beside it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from '../fixtures/freePort';
import { adminToken } from './adminToken';
import { benchApps, type BenchApp } from './benchApps';
import { takingTurns } from './benchPage';
import { median } from './median';

const targets = benchApps();

/** The metrics the score is weighed from, as Lighthouse names its audits. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

interface Scored {
  score: number;
  metrics: string[];
}

/** Tries a run again (twice at most) where Lighthouse says its recording failed and to run it again. */
async function score(target: BenchApp, tries = 3): Promise<Scored> {
  try {
    return await scoreOnce(target);
  } catch (error) {
    if (tries <= 1 || !(error instanceof RetryableRun)) throw error;
    console.log(`  ${target.name}: ${error.message}; running it again`);
    return score(target, tries - 1);
  }
}

/** A run Lighthouse could not record, which it says to run again (e.g. NO_NAVSTART: the trace missed the load). */
class RetryableRun extends Error {}

async function scoreOnce(target: BenchApp): Promise<Scored> {
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
    if (typeof value !== 'number') {
      // A run Lighthouse could not score (it says why: no paint seen, the page hung…) is not a figure.
      const why = result?.lhr.runtimeError;
      const message =
        `Lighthouse gave no performance score for ${target.name}` +
        (why ? `: ${why.code} ${why.message}` : '');
      throw why?.message.includes('run Lighthouse again') ? new RetryableRun(message) : new Error(message);
    }
    const metrics = METRICS.map((id) => `${id} ${result?.lhr.audits[id]?.displayValue ?? '?'}`);
    return { score: Math.round(value * 100), metrics };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs per app (BENCH_LIGHTHOUSE_RUNS, default 3): one score moves by about ±5 from run to run. */
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const results = await takingTurns(targets, runs, (target) => score(target));
console.log(`\nLighthouse mobile performance score of the accounts list, median of ${runs} runs:`);
const scores = targets.map((target, index) => {
  const all = results[index]!;
  const middle = median(all.map((run) => run.score));
  const typical = all.find((run) => run.score === middle) ?? all[0]!;
  console.log(`  ${target.name.padEnd(20)} ${middle}  (runs ${all.map((run) => run.score).join(', ')})`);
  console.log(`  ${''.padEnd(20)} a run scoring ${typical.score}: ${typical.metrics.join(', ')}`);
  return middle;
});
if (process.env.BENCH_LIGHTHOUSE) writeFileSync(process.env.BENCH_LIGHTHOUSE, JSON.stringify(scores));
