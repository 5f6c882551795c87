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
  /**
   * Takes, of those modules, only the ones that some module under this folder (`src/pages/`) loads too: the part
   * of a screen's code other screens share, which they can fetch without the rest. Given several folders or
   * modules, only the ones each of them loads.
   */
  sharedWith?: string | readonly string[];
  /** Takes, of those modules, only the ones no module under this folder loads: a screen's code of its own. */
  apartFrom?: string;
}

const isVirtual = (id: string) => id.startsWith('\0') || id.startsWith('rolldown:');
const holds = (chunk: ProbeChunk, root: string) => chunk.moduleIds.some((id) => id.endsWith(`/${root}`));

/** The modules the chunks holding a module under `folder` load. */
function loadedFrom(chunks: ProbeChunk[], folder: string): Set<string> {
  const starts = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.includes(`/${folder}`)));
  if (!starts.length) throw new Error(`Route chunks: no module under ${folder} in the build`);
  return new Set([...importedChunks(chunks, starts)].flatMap((chunk) => chunk.moduleIds));
}

/**
 * The modules each group takes, in order: everything in the chunks its roots load (the chunk holding each root and
 * what that imports, as a first build chunked it), less what an earlier group took (and, with `sharedWith`, less
 * what no module under that folder loads; with `apartFrom`, less what one does). That build's chunks already leave
 * out what tree-shaking dropped, which following module imports through a library's index would not.
 *
 * @example
 * routeModules(probe.output, [{ name: 'boot', entry: true, roots: ['src/pages/login/LoginPage.tsx'] }]);
 */
export function routeModules(chunks: ProbeChunk[], groups: RouteGroup[]): Map<string, Set<string>> {
  const taken = new Set<string>();
  const result = new Map<string, Set<string>>();
  // Several groups name the same folder (`src/pages/`): its chunks are walked once.
  const byFolder = new Map<string, Set<string>>();
  const loadedUnder = (folder: string) => {
    const loaded = byFolder.get(folder) ?? loadedFrom(chunks, folder);
    byFolder.set(folder, loaded);
    return loaded;
  };
  for (const group of groups) {
    const starts = chunks.filter(
      (chunk) => (group.entry && chunk.isEntry) || group.roots.some((root) => holds(chunk, root)),
    );
    const missing = group.roots.filter((root) => !chunks.some((chunk) => holds(chunk, root)));
    if (missing.length)
      throw new Error(`Route chunk ${group.name}: no module ${missing.join(', ')} in the build`);
    const loaded = importedChunks(chunks, starts);
    const sharing = [group.sharedWith ?? []].flat().map(loadedUnder);
    const apart = group.apartFrom ? loadedUnder(group.apartFrom) : undefined;
    const modules = new Set(
      [...loaded]
        .flatMap((chunk) => chunk.moduleIds)
        .filter(
          (id) =>
            !isVirtual(id) &&
            !taken.has(id) &&
            sharing.every((loaded) => loaded.has(id)) &&
            (!apart || !apart.has(id)),
        ),
    );
    modules.forEach((id) => taken.add(id));
    result.set(group.name, modules);
  }
  return result;
}
