import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../../../contract/chat/chatRoom';
import { mergeLines } from './mergeLines';

const line = (id: number): ChatLine => ({
  id,
  room: 'lobby',
  username: 'admin',
  message: `line ${id}`,
  createdAt: '2026-11-25T10:00:00.000Z',
  clientId: null,
});

describe('mergeLines', () => {
  it('keeps every line once, in the order the server stored them', () => {
    expect(mergeLines([line(1), line(3)], [line(4), line(2), line(3)]).map((merged) => merged.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('gives back the same list when nothing is new, so nothing redraws', () => {
    const lines = [line(1), line(2)];
    expect(mergeLines(lines, [line(2)])).toBe(lines);
  });
});
