/** What importedChunks needs of a built chunk: its file and the files it imports statically. */
export interface ImportingChunk {
  fileName: string;
  imports: string[];
}

/**
 * The chunks that loading `starts` loads: they and, transitively, every chunk they import statically.
 *
 * @example
 * importedChunks(chunks, chunks.filter((chunk) => chunk.isEntry)); // what the entry pulls in
 */
export function importedChunks<T extends ImportingChunk>(chunks: readonly T[], starts: readonly T[]): Set<T> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<T>();
  const pending = [...starts];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (loaded.has(chunk)) continue;
    loaded.add(chunk);
    pending.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
  }
  return loaded;
}
