import { describe, expect, it } from 'vitest';
import type { LogsLine } from '../../../contract/tech/logsLine';
import { matchesFilter } from './matchesFilter';
import { mergeLines } from './mergeLines';

const line = (id: number, more: Partial<LogsLine> = {}): LogsLine => ({
  id,
  at: '2026-11-27T00:00:00.000Z',
  level: 'info',
  source: 'auth',
  message: `line ${id}`,
  meta: {},
  ...more,
});

describe('mergeLines', () => {
  it('keeps each line once, newest first', () => {
    expect(mergeLines([line(5), line(3)], [line(6), line(5), line(4)]).map((kept) => kept.id)).toEqual([
      6, 5, 4, 3,
    ]);
  });
});

describe('matchesFilter', () => {
  it('says whether a new line belongs in the list as filtered', () => {
    const all = ['info', 'warn', 'error'];
    expect(matchesFilter(line(1), {}, all)).toBe(true);
    expect(matchesFilter(line(1), {}, ['error', 'warn'])).toBe(false);
    expect(matchesFilter(line(1, { level: 'error' }), { level: 'warn' }, all)).toBe(false);
    expect(matchesFilter(line(1), { source: 'jobs' }, all)).toBe(false);
    expect(matchesFilter(line(1, { message: 'Signed in: Admin' }), { q: 'in: adm' }, all)).toBe(true);
    expect(matchesFilter(line(1), { q: 'nope' }, all)).toBe(false);
  });
});
