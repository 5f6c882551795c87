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
const LIST_PATHS: Record<string, string> = { accounts: '/login/accounts', members: '/members/overview' };

/** A tiny fetch-based provider for the API's lists (docs/API.md list conventions). */
export const dataProvider: DataProvider = {
  getList: (resource, { pagination, sort, filter }) =>
    getJson(LIST_PATHS[resource]!, {
      page: String(pagination?.page ?? 1),
      perPage: String(pagination?.perPage ?? 25),
      sort: sort?.field ?? 'username',
      order: sort?.order ?? 'ASC',
      filter: JSON.stringify(filter ?? {}),
    }),
  getOne: onlyLists,
  getMany: onlyLists,
  getManyReference: onlyLists,
  create: onlyLists,
  update: onlyLists,
  updateMany: onlyLists,
  delete: onlyLists,
  deleteMany: onlyLists,
};
