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

export async function measureBigPage(
  browser: Browser,
  apps: readonly BenchApp[],
  tokens: string[],
): Promise<[BigPage, BigPage]> {
  const visits = await takingTurns(apps, vitalsRuns, (app, index) =>
    bigPageVisit(browser, app, tokens[index]!),
  );
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
