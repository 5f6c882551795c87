// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './isChunkLoadError';
import { reloadOnce } from './reloadOnce';

describe('reloadOnce', () => {
  it('reloads the first time, then not again within 60 s, then again after', () => {
    const reload = vi.fn();
    expect(reloadOnce(sessionStorage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(sessionStorage, 1_059_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(sessionStorage, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});
