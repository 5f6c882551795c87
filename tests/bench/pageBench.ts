// The browser half of `npm run bench` (docs/architecture.md#performance-budgets, issue 11): the dashboard
// against a vanilla react-admin app, each in fresh browser contexts (cold cache) of Debian's Chromium,
// alternating the two so any drift of the machine falls on both. `npm run bench` starts both servers, runs
// this and prints the verdicts; by hand, against two running reference servers (one serving each build):
//
//   BENCH_OURS=http://127.0.0.1:8195 BENCH_VANILLA=http://127.0.0.1:8196 npx tsx tests/bench/pageBench.ts
//
// It times the login form and the first list row (BENCH_RUNS cold visits each, default 7, after one unmeasured
// warm-up), then, under 4× CPU slowdown (BENCH_VITALS_RUNS visits, default 3), the accounts list's Core Web
// Vitals: LCP, CLS and the INP of paging and of opening a row, and the members list switched to 1,000 rows a
// page: how long those take to render from the change, and the longest task while scrolling them. Figures go to BENCH_RESULTS (a JSON file) when set.
// With BENCH_OURS_DIST / BENCH_VANILLA_DIST (the builds' folders) it also prints the gzip size of the JavaScript
// the browser fetched before the row or form showed, a check on the manifest figures of scripts/bench.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { adminToken } from './adminToken';
import { benchApps, type BenchApp } from './benchApps';
import { median } from './median';
import { FIRST_ROW, signedInPage, takingTurns, type Visit } from './benchPage';
import { measureBigPage, type BigPage } from './bigPageBench';
import { watchForReady, type Ready } from './pageWatchers';
import { measureVitals, type Vitals } from './vitalsBench';

export interface PageBenchResults {
  loginMs: [number, number];
  firstRowMs: [number, number];
  vitals: [Vitals, Vitals];
  bigPage: [BigPage, BigPage];
}

const LOGIN_FORM: Ready = { selector: 'input[name="username"]', text: '' };
const runs = Number(process.env.BENCH_RUNS ?? 7);
const apps = benchApps();

async function visit(
  browser: Browser,
  app: BenchApp,
  path: string,
  ready: Ready,
  token?: string,
): Promise<Visit> {
  const page = await signedInPage(browser, app, token);
  try {
    await page.addInitScript(watchForReady, ready);
    await page.goto(`${app.origin}${path}`);
    const handle = await page.waitForFunction(() => (window as { benchReady?: Visit }).benchReady, null, {
      timeout: 30_000,
    });
    return (await handle.jsonValue()) as Visit;
  } finally {
    await page.context().close();
  }
}

function gzipKb(dist: string | undefined, scripts: string[]): string {
  if (!dist) return '';
  const bytes = scripts.reduce((total, path) => total + gzipSync(readFileSync(join(dist, path))).length, 0);
  return `, ${(bytes / 1024).toFixed(1)} kB gzip JS fetched by then`;
}

async function measure(
  browser: Browser,
  label: string,
  pathOf: (app: BenchApp) => string,
  ready: Ready,
  tokens: string[] = [],
): Promise<[number, number]> {
  // The first visit of each warms the servers up and is not counted.
  const visits = (
    await takingTurns(apps, runs + 1, (app, index) => visit(browser, app, pathOf(app), ready, tokens[index]))
  ).map((all) => all.slice(1));
  console.log(`\n${label}, median of ${runs} cold visits:`);
  const medians = apps.map((app, index) => {
    const times = visits[index]!.map((result) => result.ms);
    console.log(
      `  ${app.name.padEnd(20)} ${median(times).toFixed(0).padStart(5)} ms ` +
        `(min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})` +
        gzipKb(app.dist, visits[index]!.at(-1)!.scripts),
    );
    return median(times);
  });
  return [medians[0]!, medians[1]!];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const tokens = await Promise.all(apps.map((app) => adminToken(app.origin)));
  const results: PageBenchResults = {
    loginMs: await measure(browser, 'Navigation to the login form', (app) => app.loginPath, LOGIN_FORM),
    firstRowMs: await measure(
      browser,
      'Navigation to the first list row (signed in)',
      (app) => app.listPath,
      FIRST_ROW,
      tokens,
    ),
    vitals: await measureVitals(browser, apps, tokens),
    bigPage: await measureBigPage(browser, apps, tokens),
  };
  if (process.env.BENCH_RESULTS) writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(results));
} finally {
  await browser.close();
}
