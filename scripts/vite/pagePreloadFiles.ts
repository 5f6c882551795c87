import { importedChunks, type ImportingChunk } from './importedChunks';

/** What pagePreloadFiles needs of a built chunk (rolldown's OutputChunk). */
export interface BuiltChunk extends ImportingChunk {
  name: string;
  isEntry: boolean;
  moduleIds: string[];
}

/**
 * The files a kind of page's HTML preloads beyond what every signed-in page does: the chunk holding the module
 * `root` (a lazily loaded screen) and what it imports, less the entry's chunks and those of the `already`
 * preloaded chunks (by name), which the page fetches anyway. Without them it would ask for the screen only once
 * the entry has run, and for its imports once the screen's file is in.
 *
 * @example
 * pagePreloadFiles(chunks, 'src/schema/views/ResourceEditPage.tsx', ['layout', 'list']);
 */
export function pagePreloadFiles(
  chunks: readonly BuiltChunk[],
  root: string,
  already: readonly string[],
): string[] {
  const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${root}`)));
  if (!screen) throw new Error(`No chunk is built for ${root}`);
  const fetched = importedChunks(
    chunks,
    chunks.filter((chunk) => chunk.isEntry || already.includes(chunk.name)),
  );
  return [...importedChunks(chunks, [screen])]
    .filter((chunk) => !fetched.has(chunk))
    .map((chunk) => chunk.fileName);
}
