import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { AreaScreen } from './areaPages';
import { watchForContent } from './areaWatchers';
import type { BenchApp } from './benchApps';
import { CPU_SLOWDOWN, signedInPage } from './benchPage';
import { watchLongTasks, watchVitals } from './pageWatchers';

/**
 * One visit's figures: the gzip kB of the scripts fetched before its data showed and before the first contentful
 * paint (null without the build's folder), and three timings.
 */
export interface AreaFigures {
  jsKb: number | null;
  paintJsKb: number | null;
  contentMs: number;
  inpMs: number;
  longestTaskMs: number;
}

type Watched = { benchVitals: { interactions: number[] }; benchLongTasks: [number, number][] };

const interactionsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).benchVitals.interactions.length);

/**
 * A cold visit (fresh context) of one area's page under 4× CPU slowdown: the gzip kB of the scripts fetched before
 * its data showed (and before the first contentful paint, which for the dashboard can be the server's frame, drawn
 * before any script arrives), when its data shows (from navigation start), the INP of its main action (the worst
 * interaction of it, 0 when none took 16 ms), and the longest task from navigation until a second after the action.
 */
export async function areaVisit(
  browser: Browser,
  app: BenchApp,
  screen: AreaScreen,
  token: string,
): Promise<AreaFigures> {
  const page = await signedInPage(browser, app, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchVitals);
    await page.addInitScript(watchLongTasks);
    await page.addInitScript(watchForContent, screen.content);
    await page.goto(`${app.origin}${screen.path}`);
    const shown = await page.waitForFunction(() => (window as { benchContent?: number }).benchContent, null, {
      timeout: 120_000,
    });
    const contentMs = (await shown.jsonValue()) as number;
    // Settled: what loads after the first data (history, related lists, the socket) is part of the page.
    await page.waitForTimeout(2000);
    const from = await interactionsSoFar(page);
    await screen.act(page);
    await page.waitForTimeout(1000);
    const { inpMs, longestTaskMs, scripts, paint } = await page.evaluate((start) => {
      const watched = window as unknown as Watched;
      return {
        inpMs: Math.max(0, ...watched.benchVitals.interactions.slice(start)),
        longestTaskMs: Math.max(0, ...watched.benchLongTasks.map(([, duration]) => duration)),
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            at: (entry as PerformanceResourceTiming).responseEnd,
          })),
      };
    }, from);
    const dist = app.dist;
    const kbBy = (moment: number | null) =>
      dist && moment !== null
        ? scripts
            .filter((script) => script.at <= moment)
            .reduce((total, script) => total + gzipSync(readFileSync(join(dist, script.path))).length, 0) /
          1024
        : null;
    const jsKb = kbBy(contentMs);
    const paintJsKb = kbBy(paint);
    return { jsKb, paintJsKb, contentMs, inpMs, longestTaskMs };
  } finally {
    await page.context().close();
  }
}
