// The area stage of `npm run bench` (issue 28 item 3): the heaviest page of every area, each under 4× CPU slowdown in
// fresh contexts (cold cache), median of BENCH_VITALS_RUNS visits (default 3): a member record with all its
// sections, Live Cams with 200 performers live and moving over the socket, the media queue, the staff chat with
// 1,000 lines of history, the payouts page's invoices, home with its modules and a statistics page with its chart.
// Each: the JS it needs (gzip kB of the scripts fetched before its data shows; the kB before the first contentful
// paint is printed too, but not judged: the dashboard's server draws a frame that often paints before any script has
// arrived, so that figure races the network), time until its data shows, the INP of its main action, and the longest
// task from navigation until the action has settled.
// A page with a fair stock react-admin counterpart (tests/bench/vanilla: the member record as an Edit with a
// TabbedForm, the invoices as a List) is judged as ours / stock ≤ 0.8; the rest against this bench's figure of the
// median of its last runs on this machine (.bench/areas.json, git-ignored; BENCH_AREAS_FILE elsewhere), +10 % or one
// step of the figure (8 ms, Event Timing's granularity; 1 kB) for noise.
// It adds about 3.5 minutes (seeding included) on a busy 2-core machine, under the ~4 that would put it behind a
// flag: every `npm run bench` runs it after Lighthouse on the same two servers (`-- --no-areas` skips it); by hand,
// against two running reference servers (one serving each build):
//
//   BENCH_OURS=http://127.0.0.1:8195 BENCH_VANILLA=http://127.0.0.1:8196 \
//   BENCH_OURS_DIST=… BENCH_VANILLA_DIST=… npx tsx tests/bench/areaBench.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import {
  kb,
  ms,
  previousRunLine,
  ratioLine,
  verdictTable,
  type VerdictLine,
} from '../../scripts/benchVerdicts';
import { adminToken } from './adminToken';
import { areaPages, type AreaPage } from './areaPages';
import { seedAreas } from './areaSeed';
import { areaVisit, type AreaFigures } from './areaVisit';
import { benchApps } from './benchApps';
import { CPU_SLOWDOWN, takingTurns, vitalsRuns } from './benchPage';
import { median } from './median';
import { whilePerformersMove } from './whilePerformersMove';

const PREVIOUS_FILE = process.env.BENCH_AREAS_FILE ?? '.bench/areas.json';
/** Each figure: its name, format and step (the change that is noise, not code). */
const FIGURES = [
  ['jsKb', 'JS until data shown (gzip)', kb, 1],
  ['contentMs', 'data shown', ms, 8],
  ['inpMs', 'INP', ms, 8],
  ['longestTaskMs', 'longest task', ms, 8],
] as const;
/** BENCH_AREAS=member,payouts measures only those pages (by key) and keeps no figures, e.g. while working on one. */
const ONLY = process.env.BENCH_AREAS?.split(',');
/** Runs kept in PREVIOUS_FILE: the bar is their median. */
const RUNS_KEPT = 5;

interface PreviousRuns {
  runs: { measuredAt: string; figures: Record<string, number> }[];
}

const medianOrNull = (values: (number | null)[]) =>
  values.some((value) => value === null) ? null : median(values as number[]);
const medianOf = (visits: AreaFigures[]): AreaFigures => ({
  jsKb: medianOrNull(visits.map((visit) => visit.jsKb)),
  paintJsKb: medianOrNull(visits.map((visit) => visit.paintJsKb)),
  contentMs: median(visits.map((visit) => visit.contentMs)),
  inpMs: median(visits.map((visit) => visit.inpMs)),
  longestTaskMs: median(visits.map((visit) => visit.longestTaskMs)),
});

const kbOrNa = (value: number | null) => (value === null ? 'n/a' : kb(value));
const summary = (figures: AreaFigures) =>
  `JS ${kbOrNa(figures.jsKb)} until data shown (${kbOrNa(figures.paintJsKb)} before first paint), ` +
  `data shown ${ms(figures.contentMs)}, INP ${ms(figures.inpMs)}, longest task ${ms(figures.longestTaskMs)}`;

function linesOf(
  page: AreaPage,
  ours: AreaFigures,
  stock: AreaFigures | null,
  previous: PreviousRuns,
): VerdictLine[] {
  return FIGURES.map(([figure, name, format, step]) => {
    const label = `${page.label}: ${figure === 'inpMs' ? `INP ${page.action}` : name}`;
    const recent = previous.runs.flatMap((run) => run.figures[`${page.key}.${figure}`] ?? []);
    return stock
      ? ratioLine(label, ours[figure], stock[figure], { maxRatio: 0.8, format })
      : previousRunLine(label, recent, ours[figure], { format, step });
  });
}

/** The runs PREVIOUS_FILE keeps (a file from before it kept several holds one, as `figures`). */
function readPrevious(): PreviousRuns {
  if (!existsSync(PREVIOUS_FILE)) return { runs: [] };
  const saved = JSON.parse(readFileSync(PREVIOUS_FILE, 'utf8')) as Partial<PreviousRuns> & {
    measuredAt?: string;
    figures?: Record<string, number>;
  };
  return {
    runs:
      saved.runs ?? (saved.figures ? [{ measuredAt: saved.measuredAt ?? '', figures: saved.figures }] : []),
  };
}

const apps = benchApps();
const previous = readPrevious();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const tokens = await Promise.all(apps.map((app) => adminToken(app.origin)));
  console.log('\nSeeding the area pages through the API…');
  const seeded = await seedAreas(apps, tokens);
  console.log(
    `  member ${seeded.member.username} (${seeded.member.id}), ${seeded.live} performers live, ` +
      `${seeded.chatLines} chat lines, ${seeded.invoices} invoices (${seeded.batch.interval} ${seeded.batch.start})`,
  );
  const lines: VerdictLine[] = [];
  const now: Record<string, number> = {};
  for (const page of areaPages(seeded).filter((one) => !ONLY || ONLY.includes(one.key))) {
    const sides = page.stock ? apps : [apps[0]];
    let changes = 0;
    const visits = await takingTurns(sides, vitalsRuns, async (app, index) => {
      const screen = index === 0 ? page.ours : page.stock!;
      const visit = () => areaVisit(browser, app, screen, tokens[index]!);
      if (!page.live) return visit();
      const moved = await whilePerformersMove(app.origin, tokens[index]!, seeded.moving, visit);
      changes += moved.changes;
      return moved.result;
    });
    const [ours, stock] = visits.map(medianOf);
    console.log(
      `\n${page.label} under ${CPU_SLOWDOWN}× CPU slowdown, median of ${vitalsRuns} visits, INP ${page.action}` +
        (page.live ? ` (${changes} presence changes sent over the visits)` : '') +
        ':',
    );
    console.log(`  ${apps[0].name.padEnd(20)} ${summary(ours!)}`);
    if (stock) console.log(`  ${apps[1].name.padEnd(20)} ${summary(stock)}`);
    lines.push(...linesOf(page, ours!, stock ?? null, previous));
    for (const [figure] of FIGURES) {
      const value = ours![figure];
      if (value !== null) now[`${page.key}.${figure}`] = value;
    }
  }
  console.log(
    '\nHeaviest page of every area: beside stock react-admin where it has one (≤ 0.8 × stock), else against the ' +
      `median of its last ${previous.runs.length} runs (${PREVIOUS_FILE}):`,
  );
  for (const line of verdictTable(lines, 60)) console.log(line);
  // A run of some pages only is a look while working, not a run to judge the next against.
  if (!ONLY) {
    mkdirSync(dirname(PREVIOUS_FILE), { recursive: true });
    const runs = [...previous.runs, { measuredAt: new Date().toISOString(), figures: now }].slice(-RUNS_KEPT);
    writeFileSync(PREVIOUS_FILE, JSON.stringify({ runs } satisfies PreviousRuns, null, 2));
  }
} finally {
  await browser.close();
}
