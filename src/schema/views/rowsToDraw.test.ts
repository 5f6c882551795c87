import { describe, expect, it } from 'vitest';
import { rowsToDraw } from './rowsToDraw';

const window = (from: number, to: number) => ({
  rows: Array.from({ length: to - from + 1 }, (_, offset) => ({
    index: from + offset,
    key: `r${from + offset}`,
  })),
});
const keys = (...indexes: number[]) => new Set(indexes.map((index) => `r${index}`));

describe('rowsToDraw', () => {
  it('draws every row in view at once on the first fill, and no more than that', () => {
    expect(rowsToDraw({ ...window(0, 27), visible: { startIndex: 0, endIndex: 19 } }, new Set(), 4)).toEqual(
      keys(...Array.from({ length: 20 }, (_, index) => index)),
    );
  });

  it('keeps the rows drawn already and adds a batch of new ones, those in view first', () => {
    const drawn = keys(...Array.from({ length: 12 }, (_, index) => index + 8));
    const draw = rowsToDraw({ ...window(8, 35), visible: { startIndex: 16, endIndex: 27 } }, drawn, 4);
    expect(draw).toEqual(new Set([...drawn, ...keys(20, 21, 22, 23)]));
  });

  it('adds the rows nearest the view once the view is drawn, above and below alike', () => {
    const drawn = keys(...Array.from({ length: 10 }, (_, index) => index + 10));
    const draw = rowsToDraw({ ...window(2, 27), visible: { startIndex: 10, endIndex: 19 } }, drawn, 4);
    expect(draw).toEqual(new Set([...drawn, ...keys(9, 20, 8, 21)]));
  });

  it('draws the whole window at once before its view is measured, then a batch at a time in order', () => {
    expect(rowsToDraw({ ...window(0, 9), visible: null }, new Set(), 4)).toEqual(
      keys(0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    );
    expect(rowsToDraw({ ...window(0, 9), visible: null }, keys(0, 1), 2)).toEqual(keys(0, 1, 2, 3));
  });

  it('forgets drawn rows that left the window', () => {
    const draw = rowsToDraw(
      { ...window(30, 40), visible: { startIndex: 32, endIndex: 38 } },
      keys(29, 30, 31),
      2,
    );
    expect(draw).toEqual(keys(30, 31, 32, 33));
  });

  it('draws the whole view again after a jump that left nothing of the window drawn', () => {
    const draw = rowsToDraw(
      { ...window(500, 520), visible: { startIndex: 505, endIndex: 515 } },
      keys(1, 2),
      4,
    );
    expect(draw).toEqual(keys(...Array.from({ length: 11 }, (_, index) => index + 505)));
  });
});
