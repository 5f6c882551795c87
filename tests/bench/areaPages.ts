import type { Page } from '@playwright/test';
import type { AreaSeed } from './areaSeed';
import type { Content } from './areaWatchers';

/** How the bench visits one app's page of an area: where, what shows its data, and its main action. */
export interface AreaScreen {
  path: string;
  content: Content;
  /** The one thing staff do there, awaited until the page shows its effect. */
  act: (page: Page) => Promise<void>;
}

/** The heaviest page of an area, on the dashboard and, where a fair one exists, in stock react-admin. */
export interface AreaPage {
  /** Names its figures in the previous run's file. */
  key: string;
  label: string;
  action: string;
  ours: AreaScreen;
  stock?: AreaScreen;
  /** Performers move through the server's presence API all through each visit. */
  live?: boolean;
}

const nextPage = async (page: Page, row: string) => {
  const before = await page.locator(row).first().textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.waitForFunction(
    ([selector, text]) => document.querySelector(selector!)?.textContent !== text,
    [row, before],
    { timeout: 60_000 },
  );
};

/** Types one letter into the record's username (focused without a click, so only the key press is timed). */
const typeInUsername = async (page: Page) => {
  const input = page.locator('input[name="username"]');
  await input.focus();
  await input.press('End');
  const before = await input.inputValue();
  await page.keyboard.press('x');
  await page.waitForFunction(
    (value) => (document.querySelector('input[name="username"]') as HTMLInputElement | null)?.value === value,
    `${before}x`,
    { timeout: 60_000 },
  );
};

const INVOICE_ROW = 'table[aria-label="Invoices"] tbody tr';

/**
 * The heaviest page of every area (issue 28 item 3), with the data `seeded` put there: a member record with all
 * its sections, Live Cams with its performers moving, the media queue, the staff chat's history, the payouts page's
 * invoices, home with its modules and a statistics page with its chart.
 */
export function areaPages(seeded: AreaSeed): AreaPage[] {
  const member = { selector: 'input[name="username"]', text: seeded.member.username };
  return [
    {
      key: 'member',
      label: 'Member record',
      action: 'typing a letter in Username',
      ours: { path: `/member/${seeded.member.id}`, content: member, act: typeInUsername },
      stock: { path: `/#/member/${seeded.member.id}`, content: member, act: typeInUsername },
    },
    {
      key: 'liveCams',
      label: `Live Cams (${seeded.live} live, moving)`,
      action: 'switching to the Free tab',
      live: true,
      ours: {
        path: '/support/chats',
        content: { selector: '[role="list"] article', text: 'watching' },
        act: async (page) => {
          await page.getByRole('tab', { name: /^Free/ }).click();
          await page.getByRole('list', { name: 'Free performers' }).waitFor({ timeout: 60_000 });
        },
      },
    },
    {
      key: 'media',
      label: 'Media queue',
      action: 'approving with A',
      ours: {
        path: '/support/media',
        content: { selector: 'figure figcaption', text: ' of ' },
        act: async (page) => {
          await page.keyboard.press('a');
          await page.getByText('Approved', { exact: true }).waitFor({ timeout: 60_000 });
        },
      },
    },
    {
      key: 'chat',
      label: `Staff chat (${seeded.chatLines} lines)`,
      action: 'sending a line with Enter',
      ours: {
        path: '/chat/lobby',
        content: { selector: '[role="log"] p', text: seeded.chatText },
        act: async (page) => {
          const line = `Bench says hello ${Date.now()}`;
          await page.getByLabel('Message to lobby').fill(line);
          await page.keyboard.press('Enter');
          await page.getByRole('log').getByText(line).first().waitFor({ timeout: 60_000 });
        },
      },
    },
    {
      key: 'payouts',
      label: `Payouts (${seeded.invoices} invoices)`,
      action: 'paging the invoices',
      ours: {
        path: `/financial/payouts?interval=${seeded.batch.interval}&start=${seeded.batch.start}`,
        content: { selector: INVOICE_ROW, text: '' },
        act: (page) => nextPage(page, INVOICE_ROW),
      },
      stock: {
        path: '/#/invoices',
        content: { selector: 'tbody tr.RaDataTable-row', text: '' },
        act: (page) => nextPage(page, 'tbody tr.RaDataTable-row'),
      },
    },
    {
      key: 'home',
      label: 'Home with its modules',
      action: "opening a module's Resize menu",
      ours: {
        path: '/',
        content: { selector: 'section', text: 'in a show now' },
        act: async (page) => {
          await page
            .getByRole('button', { name: /^Resize / })
            .first()
            .click();
          await page.getByRole('menu').waitFor({ timeout: 60_000 });
        },
      },
    },
    {
      key: 'statistics',
      label: 'Statistics with its chart',
      action: 'switching Compare on',
      ours: {
        path: '/statistics/traffic?from=2026-10-01&to=2026-10-31',
        content: { selector: 'canvas[aria-label^="Chart of"]', text: '' },
        act: async (page) => {
          await page.getByRole('switch', { name: 'Compare with the previous period' }).click();
          await page.getByRole('rowheader', { name: 'Change' }).first().waitFor({ timeout: 60_000 });
        },
      },
    },
  ];
}
