import type { StreamListResponse, StreamUpdate } from '../../../contract/tech/streamsApi';

/**
 * A page of streams with one `stream-update` applied: the performer's row changes in place, or leaves when their
 * stream ended (the total with it). A stream not on the page is left to the next read of the page.
 *
 * @example
 * withStreamUpdate(page, { performer: 7, stream: null }); // performer 7's row gone, total one less
 */
export function withStreamUpdate(
  page: StreamListResponse | undefined,
  { performer, stream }: StreamUpdate,
): StreamListResponse | undefined {
  if (!page) return page;
  const index = page.data.findIndex((row) => row.performer === performer);
  if (index < 0) return page;
  if (stream === null)
    return { ...page, data: page.data.filter((_, at) => at !== index), total: Math.max(0, page.total - 1) };
  return { ...page, data: page.data.map((row, at) => (at === index ? stream : row)) };
}
