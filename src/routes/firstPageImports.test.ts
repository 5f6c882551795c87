import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const STATIC_IMPORT =
  /^\s*(?:import|export)\s(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The packages a module and everything it imports statically (not `import()`, not `import type`) import. */
function packagesReached(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) {
        const next = resolveFile(file, specifier);
        if (next) visit(next);
      } else packages.set(specifier, file.slice(root.length + 1));
    }
  };
  entries.forEach((entry) => visit(join(root, entry)));
  return packages;
}

// The first pages' chunks (vite.config.ts, routeChunks): what they import statically, every first visit loads.
describe('the code a first page loads', () => {
  const reached = packagesReached([
    'src/main.tsx',
    'src/renderApp.tsx',
    'src/pages/login/LoginPage.tsx',
    'src/routes/AppLayout.tsx',
    'src/routes/appDataProvider.ts',
    'src/routes/listScreen.ts',
  ]);

  it('leaves zod out: the API schemas are for forms and pages loaded later', () => {
    expect(reached.get('zod')).toBeUndefined();
  });
});
