import type { Browser, Page } from '@playwright/test';
import type { BenchApp } from './benchApps';
import { CPU_SLOWDOWN, FIRST_ROW, signedInPage, takingTurns, vitalsRuns, type Visit } from './benchPage';
import { median } from './median';
import { watchForReady, watchVitals } from './pageWatchers';

export interface Vitals {
  lcpMs: number;
  /** When the first row showed: the list's useful content, whatever element LCP settles on (a frame's text may be larger). */
  firstRowMs: number;
  cls: number;
  /** This visit's shifts, each with the element that moved most (watchVitals). */
  shifts: string[];
  pagingInpMs: number;
  openRowInpMs: number | null;
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

/** From this CLS in a visit, the bench prints what moved in it (a tenth of the 0.1 limit). */
const SHIFTS_SHOWN_FROM = 0.01;

async function vitalsVisit(browser: Browser, app: BenchApp, token: string): Promise<Vitals> {
  const page = await signedInPage(browser, app, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchVitals);
    await page.addInitScript(watchForReady, FIRST_ROW);
    await page.goto(`${app.origin}${app.listPath}`);
    const rows = page.locator(FIRST_ROW.selector).filter({ hasText: FIRST_ROW.text });
    await rows.first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    // LCP stops at the first input: read it before paging.
    const lcpMs = await page.evaluate(
      () => (window as unknown as { benchVitals: { lcp: number } }).benchVitals.lcp,
    );
    const firstRowMs = await page.evaluate(() => (window as { benchReady?: Visit }).benchReady?.ms ?? NaN);
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
    const { cls, shifts } = await page.evaluate(
      () => (window as unknown as { benchVitals: { cls: number; shifts: string[] } }).benchVitals,
    );
    return { lcpMs, firstRowMs, cls, shifts, pagingInpMs, openRowInpMs };
  } finally {
    await page.context().close();
  }
}

/** The accounts list's Core Web Vitals under CPU slowdown, median per app, printed side by side. */
export async function measureVitals(
  browser: Browser,
  apps: readonly BenchApp[],
  tokens: string[],
): Promise<[Vitals, Vitals]> {
  const visits = await takingTurns(apps, vitalsRuns, (app, index) =>
    vitalsVisit(browser, app, tokens[index]!),
  );
  console.log(`\nAccounts list under ${CPU_SLOWDOWN}× CPU slowdown, median of ${vitalsRuns} visits:`);
  const medians = apps.map((app, index) => {
    const all = visits[index]!;
    const opened = all.flatMap((vitals) => (vitals.openRowInpMs === null ? [] : [vitals.openRowInpMs]));
    // What moved in the visit that moved most: a CLS that comes in some visits only is found there.
    const worst = all.reduce((most, vitals) => (vitals.cls > most.cls ? vitals : most));
    const result: Vitals = {
      lcpMs: median(all.map((vitals) => vitals.lcpMs)),
      firstRowMs: median(all.map((vitals) => vitals.firstRowMs)),
      cls: median(all.map((vitals) => vitals.cls)),
      shifts: worst.shifts,
      pagingInpMs: median(all.map((vitals) => vitals.pagingInpMs)),
      openRowInpMs: opened.length ? median(opened) : null,
    };
    console.log(
      `  ${app.name.padEnd(20)} LCP ${result.lcpMs.toFixed(0)} ms, first row ${result.firstRowMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ` +
        `INP paging ${result.pagingInpMs.toFixed(0)} ms` +
        (result.openRowInpMs === null ? '' : `, INP opening a row ${result.openRowInpMs.toFixed(0)} ms`),
    );
    if (worst.cls >= SHIFTS_SHOWN_FROM)
      console.log(
        `  ${''.padEnd(20)} what moved in its visit with CLS ${worst.cls.toFixed(3)}: ${worst.shifts.join('; ')}`,
      );
    return result;
  });
  return [medians[0]!, medians[1]!];
}
