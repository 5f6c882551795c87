import { describe, expect, it } from 'vitest';
import { pagePreloadFiles, type BuiltChunk } from './pagePreloadFiles';

const chunk = (fileName: string, imports: string[] = [], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  imports,
  isEntry: false,
  moduleIds: [],
  ...more,
});

const chunks = [
  chunk('index.js', ['react.js'], { isEntry: true }),
  chunk('react.js'),
  chunk('list.js', ['react.js', 'table.js']),
  chunk('table.js'),
  chunk('EditPage.js', ['index.js', 'list.js', 'form.js', 'shared~EditPage~Home.js'], {
    moduleIds: ['/app/src/views/EditPage.tsx'],
  }),
  chunk('form.js', ['react.js', 'inputs.js']),
  chunk('inputs.js'),
  chunk('shared~EditPage~Home.js'),
];

describe('pagePreloadFiles', () => {
  it("gives the screen's chunk and all it imports, less what the entry and the preloaded chunks bring", () => {
    expect(pagePreloadFiles(chunks, 'src/views/EditPage.tsx', ['list']).sort()).toEqual([
      'EditPage.js',
      'form.js',
      'inputs.js',
      'shared~EditPage~Home.js',
    ]);
  });

  it('keeps what no preloaded chunk brings', () => {
    expect(pagePreloadFiles(chunks, 'src/views/EditPage.tsx', [])).toContain('table.js');
  });

  it('says so when no chunk holds the screen, instead of preloading nothing', () => {
    expect(() => pagePreloadFiles(chunks, 'src/views/Gone.tsx', [])).toThrow(
      'No chunk is built for src/views/Gone.tsx',
    );
  });
});
