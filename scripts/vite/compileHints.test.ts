import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compileHints';

const written = (dir: string, files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
};

describe('compileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the hint on each chunk's first line and moves its source map down one line; assets stay as they are", () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    written(dir, {
      'app.js': 'const __vite__mapDeps=()=>[];\nexport const a=1;\n//# sourceMappingURL=app.js.map',
      'app.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], mappings: ';AAAA' }),
      'style.css': 'a{}',
    });
    const bundle = {
      'app.js': { type: 'chunk', fileName: 'app.js' },
      'app.js.map': { type: 'asset', fileName: 'app.js.map' },
      'style.css': { type: 'asset', fileName: 'style.css' },
    } as unknown as OutputBundle;
    const plugin = compileHints();
    const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: OutputBundle) => void;

    writeBundle({ dir }, bundle);

    const lines = readFileSync(join(dir, 'app.js'), 'utf8').split('\n');
    expect(lines[0]).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(lines[1]).toBe('const __vite__mapDeps=()=>[];');
    expect(JSON.parse(readFileSync(join(dir, 'app.js.map'), 'utf8'))).toMatchObject({ mappings: ';;AAAA' });
    expect(readFileSync(join(dir, 'style.css'), 'utf8')).toBe('a{}');
  });
});
