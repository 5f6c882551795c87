import type { Browser } from '@playwright/test';
import type { BenchApp } from './benchApps';
import { CPU_SLOWDOWN, FIRST_ROW, signedInPage, takingTurns, vitalsRuns, type Visit } from './benchPage';
import { median } from './median';
import { watchForReady, watchLongTasks } from './pageWatchers';

export interface BigPage {
  paintMs: number;
  rows: number;
  longestScrollTaskMs: number;
}

/**
 * The members list under 4× CPU slowdown, as staff get to 1,000 rows: the list open at 25 rows, then its page size
 * set to 1,000 (the URL's perPage, changed in the app as its own pagination does). Measures how long the 1,000-row
 * page takes to render from that change, then the longest task while scrolling it with the wheel.
 */
async function bigPageVisit(browser: Browser, app: BenchApp, token: string): Promise<BigPage> {
  const page = await signedInPage(browser, app, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchLongTasks);
    await page.goto(`${app.origin}${app.membersPath}`);
    await page.locator(FIRST_ROW.selector).first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(2000);
    await page.evaluate(watchForReady, app.thousandRows);
    const from = await page.evaluate((path) => {
      const start = performance.now();
      const url = new URL(window.location.href);
      if (url.hash) url.hash = `${path.split('#')[1]}?perPage=1000`;
      else url.search = '?perPage=1000';
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return start;
    }, app.membersPath);
    const ready = await page.waitForFunction(() => (window as { benchReady?: Visit }).benchReady, null, {
      timeout: 120_000,
    });
    const paintMs = ((await ready.jsonValue()) as Visit).ms - from;
    await page.waitForTimeout(2000);
    const rows = await page.locator(FIRST_ROW.selector).count();
    const scrollFrom = await page.evaluate(() => performance.now());
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
      scrollFrom,
    );
    return { paintMs, rows, longestScrollTaskMs };
  } finally {
    await page.context().close();
  }
}

export async function measureBigPage(
  browser: Browser,
  apps: readonly BenchApp[],
  tokens: string[],
): Promise<[BigPage, BigPage]> {
  const visits = await takingTurns(apps, vitalsRuns, (app, index) =>
    bigPageVisit(browser, app, tokens[index]!),
  );
  console.log(
    `\nThe members list set to 1,000 rows a page under ${CPU_SLOWDOWN}× CPU slowdown, median of ${vitalsRuns} visits:`,
  );
  const medians = apps.map((app, index) => {
    const all = visits[index]!;
    const result: BigPage = {
      paintMs: median(all.map((visit) => visit.paintMs)),
      rows: Math.min(...all.map((visit) => visit.rows)),
      longestScrollTaskMs: median(all.map((visit) => visit.longestScrollTaskMs)),
    };
    console.log(
      `  ${app.name.padEnd(20)} 1,000-row page rendered ${result.paintMs.toFixed(0)} ms after the change (${result.rows} rows drawn), ` +
        `longest task while scrolling ${result.longestScrollTaskMs.toFixed(0)} ms`,
    );
    return result;
  });
  return [medians[0]!, medians[1]!];
}
