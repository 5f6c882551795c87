import { http, HttpResponse } from 'msw';

type Values = Record<string, unknown>;

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Values | undefined;
}

/** A client as the API sends it: private values masked, as the server does. */
export function aClient(overrides: Values = {}): Values {
  return {
    id: 12,
    username: 'anna12',
    credits: 40,
    accountId: 3,
    sites: [{ site: 1, partnerCode: 'PX-1', state: 'live' }],
    earnings: { today: 1250, total: 123456 },
    private: { account_iban: '•••• 4300', city: '••••', dateOfBirth: '••••', front: '••••' },
    profile: { location: 'Utrecht', appearance: { eyeColor: 'green' } },
    attachments: [{ file: '••••' }],
    version: 3,
    ...overrides,
  };
}

/** The clear values behind the masks, answered by the reveal call. */
export const CLEAR: Values = {
  'private.account_iban': 'NL91ABNA0417164300',
  'private.city': 'Utrecht',
  'private.front': 'data:image/png;base64,iVBORw0KGgo=',
  'attachments.0.file': 'data:image/png;base64,iVBORw0KGgo=',
};

const page = (rows: Values[], query: URLSearchParams) => {
  const perPage = Number(query.get('perPage') ?? 25);
  const start = (Number(query.get('page') ?? 1) - 1) * perPage;
  return HttpResponse.json({ data: rows.slice(start, start + perPage), total: rows.length });
};

/**
 * msw handlers for the `clients` fixture and the resources its page reads (sites, payments, audit), with the
 * calls they got; `state` holds what the API stores, for tests to set up and inspect; `reset` starts afresh.
 *
 * @example
 * const api = clientsApi(); const server = setupServer(...api.handlers);
 */
export function clientsApi() {
  const sent: SentCall[] = [];
  const state = {
    client: aClient(),
    payments: [] as Values[],
    audit: [] as Values[],
  };
  const handlers = [
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const { method } = request;
      const path = url.pathname.replace(/^\/api/, '');
      const body = method === 'GET' || method === 'DELETE' ? undefined : ((await request.json()) as Values);
      sent.push({ method, path, query: url.searchParams, body });
      const route = `${method} ${path}`;
      if (route === 'GET /client/12') return HttpResponse.json({ data: state.client });
      if (route === 'PUT /client/12') {
        state.client = { ...state.client, ...body, version: Number(state.client.version) + 1 };
        return HttpResponse.json({ data: state.client });
      }
      if (route === 'POST /client/12/reveal') {
        const field = String(body?.field);
        state.audit.unshift({
          id: state.audit.length + 1,
          at: '2026-05-01T10:00:00Z',
          actor: 'tester',
          action: 'client.reveal',
          changes: { [field]: { before: null, after: `Revealed: ${String(body?.reason)}` } },
        });
        return HttpResponse.json({ field, value: CLEAR[field] ?? null });
      }
      if (route === 'POST /client/12/credits') {
        const amount = Number(body?.amount);
        const credits = Number(state.client.credits) + (body?.direction === 'reduce' ? -amount : amount);
        state.client = { ...state.client, credits };
        return HttpResponse.json({ data: { balance: credits } });
      }
      if (route === 'POST /client/12/login-as')
        return HttpResponse.json({
          data: { url: 'https://cams.example/login?token=abc', expiresAt: '2026-05-01T10:01:00Z' },
        });
      if (route === 'PUT /client/12/disable') return HttpResponse.json({ data: {} });
      if (route === 'GET /clients/payments') return page(state.payments, url.searchParams);
      if (route === 'GET /audit') return page(state.audit, url.searchParams);
      if (route === 'GET /sites')
        return HttpResponse.json({ data: [{ id: 1, name: 'cams.example' }], total: 1 });
      if (route === 'GET /site/1') return HttpResponse.json({ data: { id: 1, name: 'cams.example' } });
      return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  ];
  const reset = () => {
    sent.length = 0;
    Object.assign(state, { client: aClient(), payments: [], audit: [] });
  };
  return { handlers, sent, state, reset };
}
