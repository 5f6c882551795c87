// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** Each code block of the README that follows a sentence ending in a file's path (`` `path`: ``), with that path. */
function namedBlocks(readme: string): { path: string; code: string }[] {
  return [...readme.matchAll(/`([\w./-]+\.ts)`:\n\n```ts\n([\s\S]*?)```/g)].map(
    ([, path = '', code = '']) => ({
      path,
      code,
    }),
  );
}

describe('README examples', () => {
  it('shows the code of the files it names: the notes fixture whole, and its table as written', () => {
    const blocks = namedBlocks(read('README.md'));
    expect(blocks.map(({ path }) => path)).toEqual([
      'contract/__fixtures__/notes.ts',
      'server/resources/testing/notesTable.ts',
    ]);
    expect(blocks[0]?.code, 'README: Add a resource shows contract/__fixtures__/notes.ts as it is').toBe(
      read('contract/__fixtures__/notes.ts'),
    );
    for (const { path, code } of blocks)
      expect(read(path), `README: a block differs from ${path}`).toContain(code);
  });
});
