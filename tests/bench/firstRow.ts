// Time from navigation to the first list row (DESIGN §8), the dashboard against a vanilla react-admin app,
// each in a fresh browser context (cold cache) of Debian's Chromium. `npm run bench` starts both servers and
// runs this; by hand, against two running reference servers (one serving each build):
//
//   BENCH_OURS=http://127.0.0.1:8195 BENCH_VANILLA=http://127.0.0.1:8196 npx tsx tests/bench/firstRow.ts
//
// BENCH_RUNS (default 7) measured visits per app and page, after one unmeasured warm-up each. With
// BENCH_OURS_DIST / BENCH_VANILLA_DIST (the builds' folders) it also prints the gzip size of the JavaScript
// the browser fetched before the row or form showed, a check on the manifest figures of scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

interface App {
  name: string;
  origin: string;
  dist: string | undefined;
  tokenKey: string;
  loginPath: string;
  listPath: string;
}

interface Visit {
  ms: number;
  scripts: string[];
}

/** A page is ready when this selector matches an element holding this text. */
interface Ready {
  selector: string;
  text: string;
}

const FIRST_ROW: Ready = { selector: 'tbody tr.RaDataTable-row', text: '@' };
const LOGIN_FORM: Ready = { selector: 'input[name="username"]', text: '' };

const runs = Number(process.env.BENCH_RUNS ?? 7);
const apps: App[] = [
  {
    name: 'wse-dashboard',
    origin: required('BENCH_OURS'),
    dist: process.env.BENCH_OURS_DIST,
    tokenKey: 'dash:login',
    loginPath: '/login',
    listPath: '/admin/accounts',
  },
  {
    name: 'vanilla react-admin',
    origin: required('BENCH_VANILLA'),
    dist: process.env.BENCH_VANILLA_DIST,
    tokenKey: 'vanilla:token',
    loginPath: '/#/login',
    listPath: '/#/accounts',
  },
];

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must name a running reference server, e.g. http://127.0.0.1:8195`);
  return value;
}

async function tokenFor(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'wse-demo' }),
  });
  if (!response.ok) throw new Error(`POST ${origin}/api/login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

// Runs in the page before its own scripts: stamps the moment `ready` first matches, measured from navigation
// start, and the scripts fetched by then. No named inner functions: tsx would wrap them in a helper
// (`__name`) that the page does not have.
function watchForReady({ selector, text }: Ready) {
  const observer = new MutationObserver(() => {
    const elements = [...document.querySelectorAll(selector)];
    if (!elements.some((element) => element.textContent?.includes(text))) return;
    observer.disconnect();
    const at = performance.now();
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= at)
      .map((entry) => new URL(entry.name).pathname);
    Object.assign(window, { benchReady: { ms: at, scripts } });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function visit(browser: Browser, app: App, path: string, ready: Ready, token?: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (token) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [app.tokenKey, token]);
    }
    await page.addInitScript(watchForReady, ready);
    await page.goto(`${app.origin}${path}`);
    const handle = await page.waitForFunction(() => (window as { benchReady?: Visit }).benchReady, null, {
      timeout: 30_000,
    });
    return (await handle.jsonValue()) as Visit;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function gzipKb(dist: string | undefined, scripts: string[]): string {
  if (!dist) return '';
  const bytes = scripts.reduce((total, path) => total + gzipSync(readFileSync(join(dist, path))).length, 0);
  return `, ${(bytes / 1024).toFixed(1)} kB gzip JS fetched by then`;
}

async function measure(browser: Browser, label: string, pathOf: (app: App) => string, ready: Ready) {
  const tokens = ready === FIRST_ROW ? await Promise.all(apps.map((app) => tokenFor(app.origin))) : [];
  const visits: Visit[][] = apps.map(() => []);
  for (let run = 0; run <= runs; run += 1) {
    // Alternating the apps spreads any drift of the machine over both; run 0 warms the servers up.
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
  const [ours, vanilla] = medians as [number, number];
  console.log(
    `  ours no slower than vanilla: ${ours <= vanilla ? 'yes' : `NO, slower by ${(ours - vanilla).toFixed(0)} ms`}`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await measure(browser, 'Navigation to the login form', (app) => app.loginPath, LOGIN_FORM);
  await measure(browser, 'Navigation to the first list row (signed in)', (app) => app.listPath, FIRST_ROW);
} finally {
  await browser.close();
}
