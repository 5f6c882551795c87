import { describe, expect, it } from 'vitest';
import { chunkCycle } from './noChunkCycles';

describe('chunkCycle', () => {
  it('finds chunks importing each other in a circle, however long', () => {
    const imports = new Map([
      ['index.js', ['shared~a.js']],
      ['shared~a.js', ['shared~b.js']],
      ['shared~b.js', ['shared~c.js']],
      ['shared~c.js', ['shared~a.js']],
    ]);
    expect(chunkCycle(imports)).toEqual(['shared~a.js', 'shared~b.js', 'shared~c.js', 'shared~a.js']);
  });

  it('finds none where chunks share imports without a circle', () => {
    const imports = new Map([
      ['index.js', ['shared~a.js', 'shared~b.js']],
      ['shared~a.js', ['shared~b.js']],
      ['shared~b.js', []],
      ['layout.js', ['shared~a.js', 'index.js']],
    ]);
    expect(chunkCycle(imports)).toBeUndefined();
  });
});
