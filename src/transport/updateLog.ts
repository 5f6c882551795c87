/**
 * The updates a socket pushes for a query's data, kept while a read of that data is under way: the read's answer
 * may have left the server before some of them, and would otherwise put back what they changed (a performer who
 * had just gone live vanished from the wall until the next update). The read's answer gets them again on top, in
 * the order they came; each update is a whole new state of one item, so one the answer already holds changes
 * nothing.
 *
 * @example
 * const updates = updateLog(withPresence);
 * const query = queryOptions({ queryKey, queryFn: updates.reading(() => readWall()) });
 * onSocketEvent('live-update', (presence) => {
 *   updates.record(presence);
 *   queryClient.setQueryData(queryKey, (wall) => wall && withPresence(wall, presence));
 * });
 */
export function updateLog<Data, Update>(apply: (data: Data, update: Update) => Data) {
  let reads = 0;
  let count = 0;
  let kept: { at: number; update: Update }[] = [];
  return {
    /** Keeps an update for the reads under way (none is kept while nothing is read). */
    record(update: Update): void {
      count += 1;
      if (reads > 0) kept.push({ at: count, update });
    },
    /** `read`, whose answer gets every update recorded after it began. */
    reading(read: () => Promise<Data>): () => Promise<Data> {
      return async () => {
        const from = count;
        reads += 1;
        try {
          const data: Data = await read();
          return kept
            .filter(({ at }) => at > from)
            .reduce<Data>((result, { update }) => apply(result, update), data);
        } finally {
          reads -= 1;
          if (reads === 0) kept = [];
        }
      };
    },
  };
}
