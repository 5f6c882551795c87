import { describe, expect, it } from 'vitest';
import type { StreamListResponse, StreamView } from '../../../contract/tech/streamsApi';
import { withStreamUpdate } from './withStreamUpdate';

const stream = (performer: number, viewers = 1): StreamView => ({
  id: performer + 100,
  performer,
  username: `p${performer}`,
  onlineStatus: 'live',
  server: 'media-ams-1',
  bitrateKbps: 3500,
  viewers,
  startedAt: '2026-11-26T10:00:00.000Z',
});
const page: StreamListResponse = {
  data: [stream(1), stream(2)],
  total: 9,
  servers: [{ server: 'media-ams-1', streams: 9, viewers: 9 }],
};

describe('withStreamUpdate', () => {
  it('changes a row in place', () => {
    expect(withStreamUpdate(page, { performer: 2, stream: stream(2, 40) })?.data[1]?.viewers).toBe(40);
  });
  it('drops an ended stream and counts it out of the total', () => {
    const next = withStreamUpdate(page, { performer: 1, stream: null });
    expect(next?.data.map((row) => row.performer)).toEqual([2]);
    expect(next?.total).toBe(8);
  });
  it('leaves the page alone for a stream not on it', () => {
    expect(withStreamUpdate(page, { performer: 5, stream: stream(5) })).toBe(page);
    expect(withStreamUpdate(undefined, { performer: 5, stream: null })).toBeUndefined();
  });
});
