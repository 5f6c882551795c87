import { describe, expect, it } from 'vitest';
import {
  absoluteLine,
  kb,
  ms,
  pointsAboveLine,
  previousRunLine,
  ratioLine,
  verdictTable,
} from './benchVerdicts';

describe('bench verdicts', () => {
  it('judges a figure the stock app also measures as ours / stock, the absolute limit only shown', () => {
    expect(ratioLine('LCP', 2400, 3068, { maxRatio: 0.8, format: ms, reference: 2500 })).toMatchObject({
      ratio: '0.78',
      limit: '≤ 0.8 × stock',
      reference: '≤ 2500 ms',
      verdict: 'within (0.78)',
    });
    expect(ratioLine('LCP', 3376, 3068, { maxRatio: 0.8, format: ms, reference: 2500 }).verdict).toBe(
      'OVER: 1.10 × stock',
    );
    // Under the absolute limit but not 0.8 of stock: the ratio decides.
    expect(ratioLine('INP', 184, 136, { maxRatio: 0.8, format: ms, reference: 200 }).verdict).toBe(
      'OVER: 1.35 × stock',
    );
    expect(ratioLine('1,000 rows', 766, 4013, { maxRatio: 0.25, format: ms }).verdict).toBe('within (0.19)');
    expect(ratioLine('JS', 293.7, 295.1, { maxRatio: 0.8, format: kb })).toMatchObject({
      ours: '293.7 kB',
      verdict: 'OVER: 1.00 × stock',
    });
  });

  it('says NOT MEASURED when either side has no figure, or stock has nothing to divide by', () => {
    expect(ratioLine('x', null, 100, { maxRatio: 0.8, format: ms }).verdict).toBe('NOT MEASURED');
    expect(ratioLine('x', 10, undefined, { maxRatio: 0.8, format: ms }).verdict).toBe('NOT MEASURED');
    expect(ratioLine('x', 10, 0, { maxRatio: 0.8, format: ms }).verdict).toBe('NOT MEASURED');
  });

  it('judges by the reference where stock measured 0 (no task over 50 ms while scrolling)', () => {
    const scroll = { maxRatio: 0.8, format: ms, reference: 50 };
    expect(ratioLine('scroll', 0, 0, scroll)).toMatchObject({
      ratio: 'n/a',
      verdict: 'within (stock 0; ≤ 50 ms)',
    });
    expect(ratioLine('scroll', 64, 0, scroll).verdict).toBe('OVER: stock 0, ours over 50 ms');
  });

  it('wants a score 20 points above stock, and judges the rest by their limit', () => {
    expect(pointsAboveLine('Lighthouse', 90, 70, 20).verdict).toBe('within');
    expect(pointsAboveLine('Lighthouse', 76, 70, 20).verdict).toBe('UNDER by 14');
    expect(pointsAboveLine('Lighthouse', 100, 85, 20)).toMatchObject({
      limit: '≥ 100 (the most)',
      verdict: 'within',
    });
    expect(pointsAboveLine('Lighthouse', 97, 85, 20).verdict).toBe('UNDER by 3');
    expect(absoluteLine('CLS', 0.02, 0, 0.1, (value) => value.toFixed(3)).verdict).toBe('within');
    expect(absoluteLine('INP open', 240, null, 200, ms)).toMatchObject({
      stock: 'n/a',
      verdict: 'OVER by 40 ms',
    });
  });

  it('prints a header and one row a line', () => {
    const table = verdictTable([ratioLine('LCP', 2400, 3068, { maxRatio: 0.8, format: ms })]);
    expect(table).toHaveLength(2);
    expect(table[0]).toMatch(/budget +ours +stock +ratio +judged by +reference +verdict/);
    expect(table[1]).toMatch(/LCP +2400 ms +3068 ms +0\.78 +≤ 0\.8 × stock +within \(0\.78\)/);
  });
});

describe('previous run verdicts', () => {
  it('judges a page with no stock equivalent against the median of its recent runs, with 10 % noise', () => {
    expect(previousRunLine('INP', [120], 126, { format: ms })).toMatchObject({
      ours: '126 ms',
      ratio: '+5 %',
      limit: 'recent runs +10 %',
      verdict: '120 ms → 126 ms (+5 %): no worse than recent runs (+10 % noise)',
    });
    expect(previousRunLine('JS', [300], 250, { format: kb }).verdict).toBe(
      '300.0 kB → 250.0 kB (-17 %): no worse than recent runs (+10 % noise)',
    );
    expect(previousRunLine('Longest task', [408], 450, { format: ms }).verdict).toMatch(
      /\(\+10 %\): no worse/,
    );
    expect(previousRunLine('INP', [120], 140, { format: ms }).verdict).toBe(
      'WORSE: 120 ms → 140 ms (+17 %), over recent runs +10 %',
    );
  });

  it('takes the median of recent runs, so one unlucky run does not move the bar', () => {
    expect(previousRunLine('INP', [72, 80, 104, 72, 80], 88, { format: ms }).verdict).toBe(
      '80 ms → 88 ms (+10 %): no worse than recent runs (+10 % noise)',
    );
    expect(previousRunLine('INP', [72, 104], 88, { format: ms }).verdict).toMatch(/^WORSE: 72 ms → 88 ms/);
  });

  it('allows one step of the figure granularity where 10 % is less than that', () => {
    const judged = previousRunLine('INP', [48], 56, { format: ms, step: 8 });
    expect(judged.limit).toBe('recent runs +10 % or 8 ms');
    expect(judged.verdict).toBe('48 ms → 56 ms (+17 %): no worse than recent runs (+10 % or 8 ms noise)');
    expect(previousRunLine('INP', [48], 64, { format: ms, step: 8 }).verdict).toBe(
      'WORSE: 48 ms → 64 ms (+33 %), over recent runs +10 % or 8 ms',
    );
  });

  it('says so on the first run, when nothing was measured, and after a figure of 0', () => {
    expect(previousRunLine('INP', [], 126, { format: ms }).verdict).toBe('first run: no previous figure');
    expect(previousRunLine('INP', [120], null, { format: ms }).verdict).toBe('NOT MEASURED');
    expect(previousRunLine('Longest task', [0], 0, { format: ms }).verdict).toMatch(/no worse/);
    expect(previousRunLine('Longest task', [0], 80, { format: ms }).verdict).toBe(
      'WORSE: 0 ms → 80 ms (+∞ %), over recent runs +10 %',
    );
  });
});
