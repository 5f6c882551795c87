// The browser half of `npm run bench` (DESIGN §8, issue 11): the dashboard against a vanilla react-admin app, each
// in fresh browser contexts (cold cache) of Debian's Chromium, alternating the two so any drift of the machine
// falls on both. `npm run bench` starts both servers, runs this and prints the verdicts; by hand, against two
// running reference servers (one serving each build):
//
//   BENCH_OURS=http://127.0.0.1:8195 BENCH_VANILLA=http://127.0.0.1:8196 npx tsx tests/bench/pageBench.ts
//
// It times the login form and the first list row (BENCH_RUNS cold visits each, default 7, after one unmeasured
// warm-up), then, under 4× CPU slowdown (BENCH_VITALS_RUNS visits, default 3), the accounts list's Core Web
// Vitals: LCP, CLS and the INP of paging and of opening a row, and a page of 1,000 members: when its rows show
// and the longest task while scrolling it. Figures go to BENCH_RESULTS (a JSON file) when set.
// With BENCH_OURS_DIST / BENCH_VANILLA_DIST (the builds' folders) it also prints the gzip size of the JavaScript
// the browser fetched before the row or form showed, a check on the manifest figures of scripts/bench.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { adminToken } from './adminToken';
import { benchApps, type BenchApp } from './benchApps';
import { median } from './median';
import { watchForReady, watchLongTasks, watchVitals, type Ready } from './pageWatchers';

interface Visit {
  ms: number;
  scripts: string[];
}

export interface Vitals {
  lcpMs: number;
  cls: number;
  pagingInpMs: number;
  openRowInpMs: number | null;
}

export interface BigPage {
  paintMs: number;
  rows: number;
  longestScrollTaskMs: number;
}

export interface PageBenchResults {
  loginMs: [number, number];
  firstRowMs: [number, number];
  vitals: [Vitals, Vitals];
  bigPage: [BigPage, BigPage];
}

const FIRST_ROW: Ready = { selector: 'tbody tr.RaDataTable-row', text: '@' };
const LOGIN_FORM: Ready = { selector: 'input[name="username"]', text: '' };
const CPU_SLOWDOWN = 4;

const runs = Number(process.env.BENCH_RUNS ?? 7);
const vitalsRuns = Number(process.env.BENCH_VITALS_RUNS ?? 3);
const apps = benchApps();

async function signedInPage(browser: Browser, app: BenchApp, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (token)
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [app.tokenKey, token]);
  return page;
}

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

const interactionsSoFar = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { benchVitals: { interactions: number[] } }).benchVitals.interactions.length,
  );

/** The worst interaction since `from` interactions had been recorded (0 when none took 16 ms or more). */
const worstSince = (page: Page, from: number) =>
  page.evaluate(
    (start) =>
      Math.max(
        0,
        ...(window as unknown as { benchVitals: { interactions: number[] } }).benchVitals.interactions.slice(
          start,
        ),
      ),
    from,
  );

async function vitalsVisit(browser: Browser, app: BenchApp, token: string): Promise<Vitals> {
  const page = await signedInPage(browser, app, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchVitals);
    await page.goto(`${app.origin}${app.listPath}`);
    const rows = page.locator(FIRST_ROW.selector).filter({ hasText: FIRST_ROW.text });
    await rows.first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    // LCP stops at the first input: read it before paging.
    const lcpMs = await page.evaluate(
      () => (window as unknown as { benchVitals: { lcp: number } }).benchVitals.lcp,
    );
    const firstOnPage = await rows.first().textContent();

    let from = await interactionsSoFar(page);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForFunction(
      ([selector, before]) => document.querySelector(selector!)?.textContent !== before,
      [FIRST_ROW.selector, firstOnPage],
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    const pagingInpMs = await worstSince(page, from);

    let openRowInpMs: number | null = null;
    if (app.rowOpens) {
      from = await interactionsSoFar(page);
      await rows.first().locator('td').nth(1).click();
      await page.waitForURL(app.rowOpens, { timeout: 60_000 });
      await page.getByLabel('Username', { exact: true }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      openRowInpMs = await worstSince(page, from);
    }
    const cls = await page.evaluate(
      () => (window as unknown as { benchVitals: { cls: number } }).benchVitals.cls,
    );
    return { lcpMs, cls, pagingInpMs, openRowInpMs };
  } finally {
    await page.context().close();
  }
}

/** A page of 1,000 members under 4× CPU slowdown: when its rows show, then the longest task while scrolling it. */
async function bigPageVisit(browser: Browser, app: BenchApp, token: string): Promise<BigPage> {
  const page = await signedInPage(browser, app, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchForReady, FIRST_ROW);
    await page.addInitScript(watchLongTasks);
    await page.goto(`${app.origin}${app.bigListPath}`);
    const ready = await page.waitForFunction(() => (window as { benchReady?: Visit }).benchReady, null, {
      timeout: 120_000,
    });
    const { ms: paintMs } = (await ready.jsonValue()) as Visit;
    await page.waitForTimeout(2000);
    const rows = await page.locator(FIRST_ROW.selector).count();
    const from = await page.evaluate(() => performance.now());
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    const longestScrollTaskMs = await page.evaluate(
      (start) =>
        Math.max(
          0,
          ...(window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks
            .filter(([at]) => at >= start)
            .map(([, duration]) => duration),
        ),
      from,
    );
    return { paintMs, rows, longestScrollTaskMs };
  } finally {
    await page.context().close();
  }
}

async function measureBigPage(browser: Browser, tokens: string[]): Promise<[BigPage, BigPage]> {
  const visits: BigPage[][] = apps.map(() => []);
  for (let run = 0; run < vitalsRuns; run += 1) {
    for (const [index, app] of apps.entries())
      visits[index]!.push(await bigPageVisit(browser, app, tokens[index]!));
  }
  console.log(
    `\nA page of 1,000 members under ${CPU_SLOWDOWN}× CPU slowdown, median of ${vitalsRuns} visits:`,
  );
  const medians = apps.map((app, index) => {
    const all = visits[index]!;
    const result: BigPage = {
      paintMs: median(all.map((visit) => visit.paintMs)),
      rows: Math.min(...all.map((visit) => visit.rows)),
      longestScrollTaskMs: median(all.map((visit) => visit.longestScrollTaskMs)),
    };
    console.log(
      `  ${app.name.padEnd(20)} rows shown after ${result.paintMs.toFixed(0)} ms (${result.rows} rows in the page), ` +
        `longest task while scrolling ${result.longestScrollTaskMs.toFixed(0)} ms`,
    );
    return result;
  });
  return [medians[0]!, medians[1]!];
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
  const visits: Visit[][] = apps.map(() => []);
  for (let run = 0; run <= runs; run += 1) {
    for (const [index, app] of apps.entries()) {
      const result = await visit(browser, app, pathOf(app), ready, tokens[index]);
      if (run > 0) visits[index]!.push(result);
    }
  }
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

async function measureVitals(browser: Browser, tokens: string[]): Promise<[Vitals, Vitals]> {
  const visits: Vitals[][] = apps.map(() => []);
  for (let run = 0; run < vitalsRuns; run += 1) {
    for (const [index, app] of apps.entries())
      visits[index]!.push(await vitalsVisit(browser, app, tokens[index]!));
  }
  console.log(`\nAccounts list under ${CPU_SLOWDOWN}× CPU slowdown, median of ${vitalsRuns} visits:`);
  const medians = apps.map((app, index) => {
    const all = visits[index]!;
    const opened = all.flatMap((vitals) => (vitals.openRowInpMs === null ? [] : [vitals.openRowInpMs]));
    const result: Vitals = {
      lcpMs: median(all.map((vitals) => vitals.lcpMs)),
      cls: median(all.map((vitals) => vitals.cls)),
      pagingInpMs: median(all.map((vitals) => vitals.pagingInpMs)),
      openRowInpMs: opened.length ? median(opened) : null,
    };
    console.log(
      `  ${app.name.padEnd(20)} LCP ${result.lcpMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ` +
        `INP paging ${result.pagingInpMs.toFixed(0)} ms` +
        (result.openRowInpMs === null ? '' : `, INP opening a row ${result.openRowInpMs.toFixed(0)} ms`),
    );
    return result;
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
    vitals: await measureVitals(browser, tokens),
    bigPage: await measureBigPage(browser, tokens),
  };
  if (process.env.BENCH_RESULTS) writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(results));
} finally {
  await browser.close();
}
