import { HttpError, type DataProvider } from 'react-admin';
import { TOKEN_KEY } from './tokenKey';

async function getJson(path: string, query: Record<string, string>) {
  const response = await fetch(`/api${path}?${new URLSearchParams(query)}`, {
    headers: { token: localStorage.getItem(TOKEN_KEY) ?? '' },
  });
  const body = await response.json();
  if (!response.ok) throw new HttpError(body.message, response.status, body);
  return body;
}

const onlyLists = () => Promise.reject(new Error('The vanilla benchmark app only lists records.'));

/** The API's list of each resource (docs/API.md). */
const LIST_PATHS: Record<string, string> = {
  accounts: '/login/accounts',
  members: '/members/overview',
  memberCredits: '/members/credits',
  memberPayments: '/members/payments',
  memberChats: '/wse/chats',
};

/** The payout batch the bench calculates (tests/bench/areaSeed.ts), listed as invoices. */
const INVOICE_BATCH = { interval: 'Monthly', start: '2026-10-01' };

const list: DataProvider['getList'] = (resource, { pagination, sort, filter }) =>
  getJson(LIST_PATHS[resource]!, {
    page: String(pagination?.page ?? 1),
    perPage: String(pagination?.perPage ?? 25),
    sort: sort?.field ?? 'username',
    order: sort?.order ?? 'ASC',
    filter: JSON.stringify(filter ?? {}),
  });

/** The batch's invoices come in one answer, as the payouts page reads them: paged here. */
async function invoices(page: number, perPage: number) {
  const { invoices: all } = await getJson('/payouts/batch', INVOICE_BATCH);
  return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
}

/** A tiny fetch-based provider for the API's lists and a member's record (docs/API.md list conventions). */
export const dataProvider: DataProvider = {
  getList: (resource, params) =>
    resource === 'invoices'
      ? invoices(params.pagination?.page ?? 1, params.pagination?.perPage ?? 25)
      : list(resource, params),
  getOne: (resource, { id }) =>
    resource === 'member' ? getJson(`/member/${id}`, {}) : Promise.reject(new Error(`No ${resource} record`)),
  getMany: onlyLists,
  getManyReference: (resource, { target, id, filter, ...rest }) =>
    list(resource, { ...rest, filter: { ...filter, [target]: id } }),
  create: onlyLists,
  update: onlyLists,
  updateMany: onlyLists,
  delete: onlyLists,
  deleteMany: onlyLists,
};
