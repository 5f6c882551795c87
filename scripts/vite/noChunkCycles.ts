import type { Plugin } from 'vite';

/** A chain of chunks that import each other in a circle (first and last the same), or none. */
export function chunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (chunk: string): string[] | undefined => {
    const at = path.indexOf(chunk);
    if (at >= 0) return [...path.slice(at), chunk];
    if (done.has(chunk)) return undefined;
    path.push(chunk);
    for (const next of imports.get(chunk) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(chunk);
    return undefined;
  };
  for (const chunk of imports.keys()) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Fails the build when its chunks import each other in a circle: where one then calls into another as it loads,
 * the app stops with "X is not a function" in the browser, which only a visit to the right page shows.
 *
 * @example
 * export default defineConfig({ plugins: [react(), noChunkCycles()] });
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'wse:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, item] of Object.entries(bundle))
        if (item.type === 'chunk') imports.set(file, item.imports);
      const cycle = chunkCycle(imports);
      if (cycle) this.error(`Chunks import each other in a circle: ${cycle.join(' -> ')}`);
    },
  };
}
