import { describe, expect, it } from 'vitest';
import { IN_SHOW } from '../../../contract/live/presence';
import { PlatformRandom } from '../../db/seed/platformRandom';
import { activityStep } from './activityStep';

const now = new Date('2026-11-25T12:00:00Z');
const tenMinutesAgo = new Date('2026-11-25T11:50:00Z');
const performers = [
  { id: 1, onlineStatus: 'offline' },
  { id: 2, onlineStatus: 'online' },
  { id: 3, onlineStatus: 'live', chatKind: 'default', liveMember: 10, statusSince: tenMinutesAgo },
];

describe('activityStep', () => {
  it('is the same beat for the same random sequence', () => {
    const first = activityStep(new PlatformRandom(7), performers, [10, 11], 5, now);
    expect(activityStep(new PlatformRandom(7), performers, [10, 11], 5, now)).toEqual(first);
    expect(first.moves).toHaveLength(5);
  });

  it('gives every show a chat kind and viewers, a member in private ones, and nothing outside shows', () => {
    const { moves } = activityStep(new PlatformRandom(3), performers, [10, 11], 200, now);
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
    const { moves, ended } = activityStep(
      new PlatformRandom(1),
      [{ id: 9, onlineStatus: 'offline' }],
      [],
      1,
      now,
    );
    expect(moves).toEqual([{ id: 9, change: { onlineStatus: 'online' } }]);
    expect(ended).toEqual([]);
  });

  it('books a private show that ends as a chat of its kind, length and price', () => {
    const { moves, ended } = activityStep(new PlatformRandom(5), [performers[2]!], [], 1, now);
    expect(moves[0]!.change.member ?? null).toBeNull();
    expect(ended).toEqual([
      {
        performer: 3,
        member: 10,
        kind: 'default',
        startedAt: tenMinutesAgo,
        durationSeconds: 600,
        credits: 20,
      },
    ]);
  });

  it('now and then files a report on an ended chat and a snapshot of a performer in a show', () => {
    const beats = Array.from({ length: 400 }, (_, seed) =>
      activityStep(new PlatformRandom(seed), [performers[2]!], [10, 11], 1, now),
    );
    const reports = beats.filter((beat) => beat.report);
    expect(reports.length).toBeGreaterThan(10);
    expect(reports.length).toBeLessThan(150);
    for (const { report, ended } of reports) expect(ended[report!.chat]).toBeDefined();
    const snapshots = beats.filter((beat) => beat.snapshot);
    expect(snapshots.length).toBeGreaterThan(20);
    expect(snapshots.every((beat) => beat.snapshot!.performer === 3)).toBe(true);
  });
});
