import { afterEach, describe, expect, it } from 'vitest';
import { recordingTransports } from '../../tests/fixtures/recordingTransports';
import { clearCallError, getCallState } from '../transport/callState';
import { runCall } from './runCall';

afterEach(() => clearCallError());

describe('runCall', () => {
  it('fills a forwarded route’s :x segments from the data and sends the rest as the payload', async () => {
    const { transports, sent } = recordingTransports({
      'POST /forwarding/admin/studio/7': { data: { id: 7 } },
    });
    const body = await runCall(
      { via: 'forward', method: 'POST', api: 'admin', route: '/studio/:id' },
      { id: 7, name: 'Studio B' },
      transports,
    );
    expect(sent).toEqual([
      { via: 'forward', method: 'POST', path: '/forwarding/admin/studio/7', data: { name: 'Studio B' } },
    ]);
    expect(body).toEqual({ data: { id: 7 } });
  });

  it('fills the route from the mapped request, and maps the response', async () => {
    const { transports, sent } = recordingTransports({ 'PUT /forwarding/news/item/a%20b': { ok: 1 } });
    const body = await runCall(
      {
        via: 'forward',
        method: 'PUT',
        api: 'news',
        route: '/item/:slug',
        request: ({ title }) => ({ slug: title, text: 'x' }),
        response: (answer) => ({ mapped: answer }),
      },
      { title: 'a b' },
      transports,
    );
    expect(sent[0]).toMatchObject({ path: '/forwarding/news/item/a%20b', data: { text: 'x' } });
    expect(body).toEqual({ mapped: { ok: 1 } });
  });

  it('refuses a forwarded call missing a route key with 400, sends nothing and stores the error', async () => {
    const { transports, sent } = recordingTransports();
    const failure = runCall(
      { via: 'forward', method: 'POST', api: 'admin', route: '/studio/:id' },
      { name: 'x' },
      transports,
    );
    await expect(failure).rejects.toMatchObject({ status: 400, message: "Missing 'id' key in data object" });
    expect(sent).toEqual([]);
    expect(getCallState().error).toMatchObject({ status: 400 });
  });

  it('leaves an HTTP path to the call layer, which fills it', async () => {
    const { transports, sent } = recordingTransports();
    await runCall({ method: 'DELETE', path: '/group/:id' }, { id: 3 }, transports);
    expect(sent).toEqual([{ via: 'http', method: 'DELETE', path: '/group/:id', data: { id: 3 } }]);
  });
});
