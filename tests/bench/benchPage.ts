import type { Browser, Page } from '@playwright/test';
import type { BenchApp } from './benchApps';
import type { Ready } from './pageWatchers';

/** What a visit's page reports once its `Ready` element shows (pageWatchers.watchForReady). */
export interface Visit {
  ms: number;
  scripts: string[];
}

export const FIRST_ROW: Ready = { selector: 'tbody tr.RaDataTable-row', text: '@' };
export const CPU_SLOWDOWN = 4;
/** Visits per app under CPU slowdown (BENCH_VITALS_RUNS, default 3). */
export const vitalsRuns = Number(process.env.BENCH_VITALS_RUNS ?? 3);

/** A page in a fresh context (cold cache) of a desktop-sized window, signed in when given a token. */
export async function signedInPage(browser: Browser, app: BenchApp, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (token)
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [app.tokenKey, token]);
  return page;
}

/** `runs` visits of each app, taking turns, so any drift of the machine falls on both. */
export async function takingTurns<T>(
  apps: readonly BenchApp[],
  runs: number,
  visit: (app: BenchApp, index: number) => Promise<T>,
): Promise<T[][]> {
  const visits: T[][] = apps.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, app] of apps.entries()) visits[index]!.push(await visit(app, index));
  }
  return visits;
}
