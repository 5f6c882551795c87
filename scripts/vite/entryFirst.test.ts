import { describe, expect, it } from 'vitest';
import { ENTRY_MARK, entryFirst } from './entryFirst';

const built = [
  '<head><title>x</title>',
  ENTRY_MARK,
  '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
  '<link rel="modulepreload" crossorigin href="/assets/dom-1.js">',
  '<script type="module" crossorigin src="/assets/index-2.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-3.js">',
  '</head>',
].join('\n');

describe('entryFirst', () => {
  it("moves the entry's script and its imports' preloads to the mark, before every other preload", () => {
    expect(entryFirst(built, '/', 'assets/index-2.js', ['assets/rolldown-runtime-3.js'])).toBe(
      [
        '<head><title>x</title>',
        '<script type="module" crossorigin src="/assets/index-2.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-3.js">',
        '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
        '<link rel="modulepreload" crossorigin href="/assets/dom-1.js">',
        '</head>',
      ].join('\n'),
    );
  });

  it('says what is missing rather than write a page without its entry', () => {
    expect(() => entryFirst(built.replace(ENTRY_MARK, ''), '/', 'assets/index-2.js', [])).toThrow(
      'index.html has no <!--entry--> mark',
    );
    expect(() => entryFirst(built, '/', 'assets/other.js', [])).toThrow(
      'index.html has no script for the entry assets/other.js',
    );
  });
});
