// How `npm run bench` judges its figures (issue 28): a line the stock react-admin app also measures is judged as
// ours / stock from the same run, because on a slow or busy machine an absolute limit judges the machine as much
// as the code; the absolute limit stays beside it for reference.

type Figure = number | null | undefined;
type Format = (value: number) => string;

/** One printed line of the verdict table. */
export interface VerdictLine {
  label: string;
  ours: string;
  stock: string;
  ratio: string;
  limit: string;
  reference: string;
  verdict: string;
}

export const kb: Format = (value) => `${value.toFixed(1)} kB`;
export const ms: Format = (value) => `${Math.round(value)} ms`;

const missing = (value: Figure): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/**
 * A line judged as ours / stock, within when the ratio is at most `maxRatio`; `reference` is the absolute limit,
 * shown but not judged, except where stock measured 0 (nothing to divide by): then ours is judged by it.
 *
 * @example
 * ratioLine('First list row shown', 830, 1114, { maxRatio: 0.8, format: ms }).verdict; // 'within (0.75)'
 */
export function ratioLine(
  label: string,
  ours: Figure,
  stock: Figure,
  { maxRatio, format, reference }: { maxRatio: number; format: Format; reference?: number },
): VerdictLine {
  const ratio = missing(ours) || missing(stock) || stock <= 0 ? null : ours / stock;
  // Stock at 0 has nothing to divide by (e.g. no task over 50 ms while scrolling): the reference judges alone.
  const byReference = ratio === null && !missing(ours) && stock === 0 && reference !== undefined;
  return {
    label,
    ours: missing(ours) ? 'n/a' : format(ours),
    stock: missing(stock) ? 'n/a' : format(stock),
    ratio: ratio === null ? 'n/a' : ratio.toFixed(2),
    limit: `≤ ${maxRatio} × stock`,
    reference: reference === undefined ? '' : `≤ ${format(reference)}`,
    verdict: byReference
      ? ours <= reference
        ? `within (stock 0; ≤ ${format(reference)})`
        : `OVER: stock 0, ours over ${format(reference)}`
      : ratio === null
        ? 'NOT MEASURED'
        : ratio <= maxRatio
          ? `within (${ratio.toFixed(2)})`
          : `OVER: ${ratio.toFixed(2)} × stock`,
  };
}

/** A score ours must beat the stock app's by `points` in the same run (Lighthouse). */
export function pointsAboveLine(
  label: string,
  ours: Figure,
  stock: Figure,
  points: number,
  ceiling = 100,
): VerdictLine {
  // A score has a ceiling: past it, the best there is is what stock + points asks for.
  const wanted = missing(stock) ? null : stock + points;
  const needed = wanted === null ? null : Math.min(wanted, ceiling);
  return {
    label,
    ours: missing(ours) ? 'n/a' : String(ours),
    stock: missing(stock) ? 'n/a' : String(stock),
    ratio: '',
    limit:
      needed !== null && wanted !== null && needed < wanted
        ? `≥ ${needed} (the most)`
        : `≥ stock + ${points}`,
    reference: '',
    verdict:
      missing(ours) || needed === null
        ? 'NOT MEASURED'
        : ours >= needed
          ? 'within'
          : `UNDER by ${needed - ours}`,
  };
}

/** A line the stock app cannot be compared on (nothing to divide by): judged by its absolute limit alone. */
export function absoluteLine(
  label: string,
  ours: Figure,
  stock: Figure,
  max: number,
  format: Format,
): VerdictLine {
  return {
    label,
    ours: missing(ours) ? 'n/a' : format(ours),
    stock: missing(stock) ? 'n/a' : format(stock),
    ratio: '',
    limit: `≤ ${format(max)}`,
    reference: '',
    verdict: missing(ours) ? 'NOT MEASURED' : ours <= max ? 'within' : `OVER by ${format(ours - max)}`,
  };
}

/** The verdict table as printed lines: budget, ours, stock, ratio, judged limit, absolute reference, verdict. */
export function verdictTable(lines: readonly VerdictLine[], labelWidth = 40): string[] {
  const row = (cells: readonly string[]) =>
    `  ${cells[0]!.padEnd(labelWidth)} ${cells[1]!.padStart(10)} ${cells[2]!.padStart(10)} ${cells[3]!.padStart(6)}   ${cells[4]!.padEnd(16)} ${cells[5]!.padEnd(10)} ${cells[6]}`;
  return [
    row(['budget', 'ours', 'stock', 'ratio', 'judged by', 'reference', 'verdict']),
    ...lines.map((line) =>
      row([line.label, line.ours, line.stock, line.ratio, line.limit, line.reference, line.verdict]),
    ),
  ];
}

/**
 * A line with no stock equivalent, judged against this bench's own figures from recent runs on the same machine
 * (their median, so one lucky or unlucky run does not move the bar): within when at most `noise` (a fraction) above
 * it, or at most `step` above it, the figure's own granularity (Event Timing reports durations in 8 ms steps, so a
 * median of 3 visits moves by a step with no change to the code); the first run has nothing to compare with.
 *
 * @example
 * previousRunLine('Chat: INP sending a line', [120, 128, 112], 126, { format: ms }).verdict;
 * // '120 ms → 126 ms (+5 %): no worse than recent runs (+10 % noise)'
 */
export function previousRunLine(
  label: string,
  recent: readonly number[],
  now: Figure,
  { format, noise = 0.1, step = 0 }: { format: Format; noise?: number; step?: number },
): VerdictLine {
  const previous = recent.length ? middle(recent) : undefined;
  // A figure can be 0 (no long task, no interaction over 16 ms): anything after a 0 is worse, a 0 again is not.
  const change =
    missing(previous) || missing(now) ? null : previous > 0 ? now / previous - 1 : now > 0 ? Infinity : 0;
  const percent = (value: number) =>
    value === Infinity ? '+∞ %' : `${value >= 0 ? '+' : ''}${Math.round(value * 100)} %`;
  const trail = change === null ? '' : `${format(previous!)} → ${format(now!)} (${percent(change)})`;
  const allowance = `${percent(noise)}${step ? ` or ${format(step)}` : ''}`;
  // Judged on the change as printed, so '+10 %' never reads as over '+10 %'.
  const noWorse =
    change !== null && (Math.round(change * 100) <= Math.round(noise * 100) || now! - previous! <= step);
  return {
    label,
    ours: missing(now) ? 'n/a' : format(now),
    stock: '',
    ratio: change === null ? '' : percent(change),
    limit: `recent runs ${allowance}`,
    reference: '',
    verdict: missing(now)
      ? 'NOT MEASURED'
      : change === null
        ? 'first run: no previous figure'
        : noWorse
          ? `${trail}: no worse than recent runs (${allowance} noise)`
          : `WORSE: ${trail}, over recent runs ${allowance}`,
  };
}

/** The median of recent runs' figures (the lower middle of an even count, a figure that was measured). */
function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
