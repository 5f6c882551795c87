import { describe, expect, it } from 'vitest';
import { IN_SHOW } from '../../../contract/live/presence';
import { PlatformRandom } from '../../db/seed/platformRandom';
import { activityStep } from './activityStep';

const performers = [
  { id: 1, onlineStatus: 'offline' },
  { id: 2, onlineStatus: 'online' },
  { id: 3, onlineStatus: 'live' },
];

describe('activityStep', () => {
  it('is the same beat for the same random sequence', () => {
    const first = activityStep(new PlatformRandom(7), performers, [10, 11], 5);
    expect(activityStep(new PlatformRandom(7), performers, [10, 11], 5)).toEqual(first);
    expect(first).toHaveLength(5);
  });

  it('gives every show a chat kind and viewers, a member in private ones, and nothing outside shows', () => {
    const moves = activityStep(new PlatformRandom(3), performers, [10, 11], 200);
    for (const { change } of moves) {
      if (IN_SHOW.includes(change.onlineStatus)) {
        expect(change.chatKind).toBeTruthy();
        expect(change.viewers).toBeGreaterThan(0);
        if (change.onlineStatus === 'free') expect(change.member).toBeNull();
        else expect([10, 11]).toContain(change.member);
      } else expect(change).toEqual({ onlineStatus: change.onlineStatus });
    }
    expect(new Set(moves.map((move) => move.change.onlineStatus)).size).toBeGreaterThan(3);
  });

  it('brings an offline performer online first', () => {
    const [move] = activityStep(new PlatformRandom(1), [{ id: 9, onlineStatus: 'offline' }], [], 1);
    expect(move).toEqual({ id: 9, change: { onlineStatus: 'online' } });
  });
});
