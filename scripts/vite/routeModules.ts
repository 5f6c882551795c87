import { importedChunks } from './importedChunks';

/** What routeModules needs of a chunk of the first build (rolldown's OutputChunk). */
export interface ProbeChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** A chunk built for one kind of page: the modules its roots' chunks hold, or those chunks' static imports. */
export interface RouteGroup {
  name: string;
  /** Whether the app's entry is a root. */
  entry?: boolean;
  /** Module paths (their endings) the page loads. */
  roots: string[];
}

const isVirtual = (id: string) => id.startsWith('\0') || id.startsWith('rolldown:');
const holds = (chunk: ProbeChunk, root: string) => chunk.moduleIds.some((id) => id.endsWith(`/${root}`));

/**
 * The modules each group takes, in order: everything in the chunks its roots load (the chunk holding each root and
 * what that imports, as a first build chunked it), less what an earlier group took. That build's chunks already
 * leave out what tree-shaking dropped, which following module imports through a library's index would not.
 *
 * @example
 * routeModules(probe.output, [{ name: 'boot', entry: true, roots: ['src/pages/login/LoginPage.tsx'] }]);
 */
export function routeModules(chunks: ProbeChunk[], groups: RouteGroup[]): Map<string, Set<string>> {
  const taken = new Set<string>();
  const result = new Map<string, Set<string>>();
  for (const group of groups) {
    const starts = chunks.filter(
      (chunk) => (group.entry && chunk.isEntry) || group.roots.some((root) => holds(chunk, root)),
    );
    const missing = group.roots.filter((root) => !chunks.some((chunk) => holds(chunk, root)));
    if (missing.length)
      throw new Error(`Route chunk ${group.name}: no module ${missing.join(', ')} in the build`);
    const loaded = importedChunks(chunks, starts);
    const modules = new Set(
      [...loaded].flatMap((chunk) => chunk.moduleIds).filter((id) => !isVirtual(id) && !taken.has(id)),
    );
    modules.forEach((id) => taken.add(id));
    result.set(group.name, modules);
  }
  return result;
}
