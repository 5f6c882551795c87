import { getQuery, parseQueryFromLocation } from 'ra-core';
import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { listDefaults } from '../schema/listDefaults';
import { listQueryAt } from './listQueryAt';
import type { StoredListParams } from './storedListParams';

const noDefaults: ResourceDefinition = { ...accounts, list: { columns: ['username'] } };

/** The page react-admin's own list asks for with the same URL and stored parameters. */
function reactAdmins(definition: ResourceDefinition, search: string, stored: StoredListParams | undefined) {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored ?? {},
    filterDefaultValues: {},
    ...listDefaults(definition),
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
}

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('listQueryAt', () => {
  it.each<[string, ResourceDefinition, string, StoredListParams | undefined]>([
    ['nothing set', accounts, '', undefined],
    ['nothing set, no list defaults', noDefaults, '', undefined],
    [
      'the URL’s page, size, sort and filter',
      accounts,
      `?page=2&perPage=50&sort=email&order=DESC&filter=${filter({ username: 'ann' })}`,
      undefined,
    ],
    ['a sort without an order', accounts, '?sort=email', undefined],
    ['only a page in the URL', accounts, '?page=3', undefined],
    ['a page that is not a number', accounts, '?page=two&perPage=x', undefined],
    ['a filter that is not JSON', accounts, '?filter=%7Bnot', undefined],
    [
      'displayed filters beside the filter',
      accounts,
      `?displayedFilters=${filter({ q: true })}&filter=${filter({ q: 'a' })}`,
      undefined,
    ],
    [
      'stored parameters',
      accounts,
      '',
      { sort: 'id', order: 'DESC', page: 3, perPage: 10, filter: { q: 'x' } },
    ],
    [
      'stored parameters left as react-admin starts them',
      accounts,
      '',
      { sort: null, order: null, page: 1, perPage: null, filter: {} },
    ],
    ['stored parameters with only a page', accounts, '', { page: 4, filter: {} }],
    ['stored parameters without a filter', accounts, '', { sort: 'id', order: 'DESC' }],
    [
      'the URL over stored parameters',
      accounts,
      '?page=2',
      { sort: 'id', order: 'DESC', page: 3, filter: {} },
    ],
  ])('gives the page react-admin’s list asks for: %s', (_, definition, search, stored) => {
    expect(listQueryAt(definition, search, stored)).toEqual(reactAdmins(definition, search, stored));
  });
});
