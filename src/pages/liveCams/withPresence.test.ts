import { describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../../contract/live/presence';
import { withPresence } from './withPresence';

const anna: PerformerPresence = {
  id: 1,
  username: 'anna',
  onlineStatus: 'online',
  chatKind: null,
  viewers: 0,
  member: null,
  memberName: null,
  since: '2026-11-25T10:00:00Z',
};
const bo: PerformerPresence = { ...anna, id: 2, username: 'bo' };

describe('withPresence', () => {
  it('replaces a performer already on the wall and adds a new one', () => {
    const live = { ...anna, onlineStatus: 'live' as const, chatKind: 'default', viewers: 4 };
    expect(withPresence([anna, bo], live)).toEqual([bo, live]);
    const cleo = { ...anna, id: 3, username: 'cleo' };
    expect(withPresence([anna], cleo)).toEqual([anna, cleo]);
  });

  it('takes a performer who went offline off the wall, and waits for a wall not loaded yet', () => {
    expect(withPresence([anna, bo], { ...anna, onlineStatus: 'offline' })).toEqual([bo]);
    expect(withPresence(undefined, anna)).toBeUndefined();
  });
});
