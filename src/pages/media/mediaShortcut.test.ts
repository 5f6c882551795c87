// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mediaShortcut } from './mediaShortcut';

describe('mediaShortcut', () => {
  it('reads A, R, J and K, in either case', () => {
    const target = document.body;
    expect(['a', 'R', 'j', 'k', 'x'].map((key) => mediaShortcut({ key, target }))).toEqual([
      'approve',
      'reject',
      'next',
      'previous',
      null,
    ]);
  });

  it('leaves keys alone while typing, in a dialog, or with a modifier', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(mediaShortcut({ key: 'a', target: input })).toBeNull();
    expect(mediaShortcut({ key: 'a', target: inside })).toBeNull();
    expect(mediaShortcut({ key: 'a', target: document.body, ctrlKey: true })).toBeNull();
  });
});
