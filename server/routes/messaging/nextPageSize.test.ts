import { describe, expect, it } from 'vitest';
import { nextPageSize } from './nextPageSize';

describe('nextPageSize', () => {
  it('halves a page that took over a second, down to 25', () => {
    expect(nextPageSize(500, 1800, 500)).toBe(250);
    expect(nextPageSize(40, 5000, 500)).toBe(25);
  });

  it('doubles a quick page up to the largest, and keeps one in between', () => {
    expect(nextPageSize(100, 50, 500)).toBe(200);
    expect(nextPageSize(400, 50, 500)).toBe(500);
    expect(nextPageSize(300, 600, 500)).toBe(300);
    expect(nextPageSize(500, 600, 10)).toBe(10);
  });
});
