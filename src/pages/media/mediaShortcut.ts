export type MediaShortcut = 'approve' | 'reject' | 'next' | 'previous';

const KEYS: Readonly<Record<string, MediaShortcut>> = { a: 'approve', r: 'reject', j: 'next', k: 'previous' };

/**
 * What a key press asks of the media queue: A approve, R reject, J next, K previous; nothing while typing, with a
 * modifier held, or for other keys.
 *
 * @example
 * mediaShortcut({ key: 'a', target: document.body }); // 'approve'
 */
export function mediaShortcut(event: {
  key: string;
  target: EventTarget | null;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): MediaShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return null;
  return KEYS[event.key.toLowerCase()] ?? null;
}
