// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import groups from '../../resources/groups';
import members from '../../resources/members';
import studios from '../../resources/studios';
import { aGroup, anAccount } from '../../tests/fixtures/recordBuilders';
import { recordingTransports } from '../../tests/fixtures/recordingTransports';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { HttpError } from 'ra-core';
import { createDataProvider } from './createDataProvider';

const registry = [accounts, groups];

describe('createDataProvider: definitions mapped onto API calls', () => {
  it('lists through the declared path with page, perPage, sort, order and the filter', async () => {
    const { transports, sent } = recordingTransports({
      'GET /login/accounts': { data: [anAccount({ groups: [{ id: 2, name: 'Support' }] })], total: 41 },
    });
    const result = await createDataProvider(registry, transports).getList('accounts', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'email', order: 'DESC' },
      filter: { q: 'ann', role: 'EDIT_ROLES' },
    });
    expect(sent).toEqual([
      {
        via: 'http',
        method: 'GET',
        path: '/login/accounts',
        data: {
          page: 2,
          perPage: 10,
          sort: 'email',
          order: 'DESC',
          filter: { q: 'ann', role: 'EDIT_ROLES' },
        },
      },
    ]);
    expect(result.total).toBe(41);
    expect(result.data[0].groups).toEqual([2]);
  });

  it('reads one record; a relation with its own read call is merged in before the record mapping', async () => {
    const withRead: ResourceDefinition = {
      ...accounts,
      api: {
        ...accounts.api,
        relations: [
          {
            source: 'groups',
            read: { method: 'GET', path: '/account/:id/groups' },
            write: { method: 'PUT', path: '/account/:id/groups' },
          },
        ],
      },
    };
    const { transports, sent } = recordingTransports({
      'GET /login/account/:id': { data: anAccount({ groups: undefined }) },
      'GET /account/:id/groups': { groups: [{ id: 4, name: 'Tech' }] },
    });
    const { data } = await createDataProvider([withRead], transports).getOne('accounts', { id: 7 });
    expect(sent.map((call) => `${call.method} ${call.path} ${JSON.stringify(call.data)}`)).toEqual([
      'GET /login/account/:id {"id":7}',
      'GET /account/:id/groups {"id":7}',
    ]);
    expect(data).toMatchObject({ id: 7, username: 'ann', roles: ['VIEW_ACCOUNTS'], groups: [4] });
  });

  it('updates with only the changed fields plus id and version, then writes changed relations', async () => {
    const before = anAccount();
    const { transports, sent, saveOf } = recordingTransports({
      'GET /login/account/:id': { data: anAccount({ version: 4 }) },
    });
    const provider = createDataProvider(registry, transports);
    const { data } = await provider.update('accounts', {
      id: 7,
      data: { ...before, email: 'ann@new.example', roles: ['VIEW_ACCOUNTS', 'EDIT_ROLES'] },
      previousData: before,
    });
    expect(sent.slice(0, 2)).toEqual([
      {
        via: 'http',
        method: 'PUT',
        path: '/login/account',
        data: { id: 7, version: 3, email: 'ann@new.example' },
      },
      {
        via: 'http',
        method: 'PUT',
        path: '/account/:id/roles',
        data: { id: 7, roles: ['VIEW_ACCOUNTS', 'EDIT_ROLES'] },
      },
    ]);
    expect(sent.some((call) => call.path === '/account/:id/groups' && call.method === 'PUT')).toBe(false);
    expect(data.version).toBe(4);
    // One save, one Save-Id on both writes, so the history shows them as one entry; the next save has its own.
    expect(saveOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(saveOf(sent[1])).toBe(saveOf(sent[0]));
    await provider.update('accounts', {
      id: 7,
      data: { ...before, email: 'ann@other.example' },
      previousData: before,
    });
    expect(saveOf(sent.findLast((call) => call.method === 'PUT'))).not.toBe(saveOf(sent[0]));
  });

  it('skips the main update when only a relation changed', async () => {
    const before = aGroup();
    const { transports, sent } = recordingTransports();
    await createDataProvider(registry, transports).update('groups', {
      id: 2,
      data: { ...before, accounts: [7, 9] },
      previousData: before,
    });
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { via: 'http', method: 'PUT', path: '/group/:id/accounts', data: { id: 2, accounts: [7, 9] } },
    ]);
  });

  it('overwrites on purpose with the version the form sends, not the stale one', async () => {
    const before = anAccount();
    const { transports, sent } = recordingTransports();
    await createDataProvider(registry, transports).update('accounts', {
      id: 7,
      data: { ...before, username: 'anna', version: 5 },
      previousData: before,
    });
    expect(sent[0]?.data).toEqual({ id: 7, version: 5, username: 'anna' });
  });

  it('creates accounts with roles and groups in the body, but writes a group’s members after creating it', async () => {
    const accountCalls = recordingTransports({ 'POST /login/account': { data: anAccount({ id: 12 }) } });
    await createDataProvider(registry, accountCalls.transports).create('accounts', {
      data: {
        username: 'bob',
        email: 'bob@wse.example',
        roles: ['VIEW_ACCOUNTS'],
        groups: [2],
        disabled: false,
      },
    });
    expect(accountCalls.sent).toEqual([
      {
        via: 'http',
        method: 'POST',
        path: '/login/account',
        data: { username: 'bob', email: 'bob@wse.example', roles: ['VIEW_ACCOUNTS'], groups: [2] },
      },
    ]);

    const groupCalls = recordingTransports({ 'POST /groups': { data: aGroup({ id: 9 }) } });
    await createDataProvider(registry, groupCalls.transports).create('groups', {
      data: { name: 'Night shift', roles: ['VIEW_KICK_LOG'], accounts: [7] },
    });
    expect(groupCalls.sent.slice(0, 3).map((call) => [call.method, call.path, call.data])).toEqual([
      ['POST', '/groups', { name: 'Night shift' }],
      ['PUT', '/group/:id/roles', { id: 9, roles: ['VIEW_KICK_LOG'] }],
      ['PUT', '/group/:id/accounts', { id: 9, accounts: [7] }],
    ]);
  });

  it('writes no empty relations after creating a record', async () => {
    const { transports, sent } = recordingTransports({
      'POST /groups': { data: aGroup({ id: 9, accounts: [], roles: [] }) },
    });
    await createDataProvider(registry, transports).create('groups', {
      data: { name: 'Quiet', roles: [], accounts: null },
    });
    expect(sent.map((call) => call.method)).toEqual(['POST']);
  });

  it('deletes several records in one call that deletes all or none', async () => {
    const { transports, sent } = recordingTransports({ 'DELETE /groups': { data: [3, 4] } });
    const provider = createDataProvider(registry, transports);
    await expect(provider.deleteMany('groups', { ids: [3, 4] })).resolves.toEqual({ data: [3, 4] });
    await provider.deleteMany('accounts', { ids: [7] });
    expect(sent).toEqual([
      { via: 'http', method: 'DELETE', path: '/groups', data: { filter: { id: [3, 4] } } },
      { via: 'http', method: 'DELETE', path: '/login/accounts', data: { filter: { id: [7] } } },
    ]);
  });

  it('refuses to delete several records of a resource that declares no way to, with 405', async () => {
    const { transports, sent } = recordingTransports();
    const withoutBulk: ResourceDefinition = { ...groups, api: { ...groups.api, deleteMany: undefined } };
    const failure = createDataProvider([withoutBulk], transports).deleteMany('groups', { ids: [3, 4] });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 405,
      message: 'Groups: deleting several records at once is not offered',
    });
    expect(sent).toEqual([]);
  });

  it('reads many records with one list call filtered by their ids, mapped as list rows', async () => {
    const { transports, sent } = recordingTransports({
      'GET /login/accounts': {
        data: [anAccount({ id: 3, groups: [{ id: 2, name: 'Support' }] }), anAccount({ id: 4 })],
        total: 2,
      },
    });
    const { data } = await createDataProvider(registry, transports).getMany('accounts', { ids: [3, 4] });
    expect(sent).toEqual([
      {
        via: 'http',
        method: 'GET',
        path: '/login/accounts',
        data: { page: 1, perPage: 2, filter: { id: [3, 4] } },
      },
    ]);
    expect(data.map((record) => [record.id, record.groups])).toEqual([
      [3, [2]],
      [4, [2]],
    ]);
  });

  it('reads more than 500 records in lists of at most 500 ids', async () => {
    const { transports, sent } = recordingTransports({
      'GET /groups': ({ data }: { data: { filter: { id: number[] } } }) => ({
        data: data.filter.id.map((id) => aGroup({ id })),
      }),
    });
    const ids = Array.from({ length: 1201 }, (_, index) => index + 1);
    const { data } = await createDataProvider(registry, transports).getMany('groups', { ids });
    expect(sent.map((call) => [call.data.perPage, (call.data.filter as { id: number[] }).id.length])).toEqual(
      [
        [500, 500],
        [500, 500],
        [201, 201],
      ],
    );
    expect(data.map((record) => record.id)).toEqual(ids);
  });

  it('asks nothing for no ids', async () => {
    const { transports, sent } = recordingTransports();
    await expect(createDataProvider(registry, transports).getMany('groups', { ids: [] })).resolves.toEqual({
      data: [],
    });
    expect(sent).toEqual([]);
  });

  it('fetches every page of the filtered list for the export', async () => {
    const rows = Array.from({ length: 230 }, (_, index) => anAccount({ id: index + 1 }));
    const { transports, sent } = recordingTransports({
      'GET /login/accounts': ({ data }: { data: Record<string, unknown> }) => {
        const page = data.page as number;
        return { data: rows.slice((page - 1) * 100, page * 100), total: rows.length };
      },
    });
    const result = await createDataProvider(registry, transports).getList('accounts', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'username', order: 'ASC' },
      filter: { group: 2 },
      meta: { allPages: true },
    });
    expect(result.data).toHaveLength(230);
    expect(sent.map((call) => call.data.page)).toEqual([1, 2, 3]);
    expect(sent.every((call) => JSON.stringify(call.data.filter) === '{"group":2}')).toBe(true);
  });

  it('exports past the count of a list the API counted only up to its cap', async () => {
    const rows = Array.from({ length: 230 }, (_, index) => anAccount({ id: index + 1 }));
    const { transports, sent } = recordingTransports({
      'GET /login/accounts': ({ data }: { data: Record<string, unknown> }) => {
        const page = data.page as number;
        // As the API counts: up to a cap of 150, or to the end of the page when deeper.
        const cap = Math.max(150, page * 100);
        return {
          data: rows.slice((page - 1) * 100, page * 100),
          total: Math.min(rows.length, cap),
          moreThanTotal: rows.length > cap,
        };
      },
    });
    const result = await createDataProvider(registry, transports).getList('accounts', {
      pagination: { page: 1, perPage: 1000 },
      meta: { allPages: true },
    });
    expect(result.data).toHaveLength(230);
    expect(sent.map((call) => call.data.page)).toEqual([1, 2, 3]);
  });

  it('passes the API’s field errors on as react-admin form errors, with a message naming fields by label', async () => {
    const { transports } = recordingTransports();
    transports.call = () =>
      Promise.reject(
        new HttpError('email: taken', 400, { code: 'VALIDATION', fields: { email: 'Already in use' } }),
      );
    const failure = createDataProvider(registry, transports).create('accounts', { data: { username: 'x' } });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Email: Already in use',
      body: { errors: { email: 'Already in use' } },
    });
  });

  it('names an action’s refused input by its label, and a problem about the record alone', async () => {
    const refusing = (fields: Record<string, string>) => () =>
      Promise.reject(new HttpError('keys', 400, { code: 'VALIDATION', fields }));
    const { transports } = recordingTransports();
    const provider = createDataProvider([members], transports);
    transports.call = refusing({ amount: 'The balance is 40 credits; it cannot go below 0' });
    await expect(
      provider.runAction('members', 'reduceCredits', { id: 3 }, { amount: 50 }),
    ).rejects.toMatchObject({
      message: 'Credits: The balance is 40 credits; it cannot go below 0',
    });
    transports.call = refusing({ id: 'You cannot change this member', reason: 'Reason is required' });
    await expect(provider.runAction('members', 'reduceCredits', { id: 3 })).rejects.toMatchObject({
      message: 'You cannot change this member; Reason is required',
    });
  });

  it('names a reveal’s refused reason by its label', async () => {
    const { transports } = recordingTransports();
    transports.call = () =>
      Promise.reject(
        new HttpError('reason: Too short', 400, { code: 'VALIDATION', fields: { reason: 'Too short' } }),
      );
    const failure = createDataProvider([members], transports).reveal('members', 3, 'private.iban', 'x');
    await expect(failure).rejects.toMatchObject({ message: 'Reason: Too short' });
  });

  it('names a list’s refused filter by its label, or an unknown one in words', async () => {
    const { transports } = recordingTransports();
    transports.call = () =>
      Promise.reject(
        new HttpError('filter.bogus: Unknown field', 400, {
          code: 'VALIDATION',
          fields: { 'filter.bogus': 'Unknown field', 'filter.role': 'Not a role' },
        }),
      );
    const failure = createDataProvider(registry, transports).getList('accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { bogus: 1, role: 'X' },
    });
    await expect(failure).rejects.toMatchObject({
      message: 'Filter bogus: Unknown field; Role filter: Not a role',
    });
  });

  it('sends forwarding and socket calls through their transports', async () => {
    const news: ResourceDefinition = {
      name: 'news',
      label: { one: 'News item', many: 'News' },
      recordRepresentation: 'title',
      icon: 'Article',
      routes: {},
      fields: [{ source: 'title', label: 'Title', kind: 'text' }],
      api: {
        getList: {
          via: 'forward',
          method: 'POST',
          api: 'admin',
          route: '/news',
          response: (body) => ({ data: body, total: 1 }),
        },
        getOne: { via: 'socket', method: 'GET', path: '/deployment/status' },
      },
    };
    const { transports, sent } = recordingTransports({
      'POST /forwarding/admin/news': [{ id: 1, title: 'Hi' }],
    });
    const provider = createDataProvider([news], transports);
    const list = await provider.getList('news', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await provider.getOne('news', { id: 1 });
    expect(list.data).toEqual([{ id: 1, title: 'Hi' }]);
    expect(sent.map((call) => call.via)).toEqual(['forward', 'socket']);

    await provider.getMany('news', { ids: [1, 2] });
    expect(sent[2]).toEqual({
      via: 'forward',
      method: 'POST',
      path: '/forwarding/admin/news',
      data: { page: 1, perPage: 2, filter: { id: [1, 2] } },
    });
  });

  it('runs a record action with the id, the values its definition sends and the form’s values', async () => {
    const { transports, sent } = recordingTransports({ 'POST /account/:id/qr': { id: 7 } });
    const provider = createDataProvider([...registry, members], transports);
    await provider.runAction('accounts', 'resetPassword', anAccount());
    await expect(provider.runAction('accounts', 'sendQr', anAccount(), { note: 'x' })).resolves.toEqual({
      id: 7,
    });
    await provider.runAction('members', 'donateCredits', { id: 12 }, { amount: 5, reason: 'Goodwill' });
    expect(sent.map((call) => [call.method, call.path, call.data])).toEqual([
      ['POST', '/account/:id/password-reset', { id: 7 }],
      ['POST', '/account/:id/qr', { id: 7, note: 'x' }],
      ['POST', '/member/:id/credits', { id: 12, direction: 'donate', amount: 5, reason: 'Goodwill' }],
    ]);
  });

  it('reveals a masked field through the declared call, HTTP or forwarded, with the reason', async () => {
    const { transports, sent } = recordingTransports({
      'POST /member/:id/reveal': { data: { field: 'private.iban', value: 'NL91ABNA0417164300' } },
      'POST /forwarding/admin/studio/5/reveal': { field: 'details.iban', value: 'DE89370400440532013000' },
    });
    const provider = createDataProvider([members, studios], transports);
    await expect(provider.reveal('members', 12, 'private.iban', 'Chargeback check')).resolves.toEqual({
      field: 'private.iban',
      value: 'NL91ABNA0417164300',
    });
    await expect(provider.reveal('studios', 5, 'details.iban', 'Payout query')).resolves.toEqual({
      field: 'details.iban',
      value: 'DE89370400440532013000',
    });
    expect(sent).toEqual([
      {
        via: 'http',
        method: 'POST',
        path: '/member/:id/reveal',
        data: { id: 12, field: 'private.iban', reason: 'Chargeback check' },
      },
      {
        via: 'forward',
        method: 'POST',
        path: '/forwarding/admin/studio/5/reveal',
        data: { field: 'details.iban', reason: 'Payout query' },
      },
    ]);
    await expect(provider.reveal('accounts', 7, 'email', 'x')).rejects.toThrow(/Unknown resource/);
    await expect(
      createDataProvider(registry, transports).reveal('accounts', 7, 'email', 'x'),
    ).rejects.toMatchObject({
      status: 405,
    });
  });
});

describe('createDataProvider: images', () => {
  const pictures: ResourceDefinition = {
    name: 'pictures',
    label: { one: 'Picture', many: 'Pictures' },
    recordRepresentation: 'title',
    icon: 'ImageOutlined',
    routes: {},
    api: {
      getOne: { method: 'GET', path: '/picture/:id' },
      create: { method: 'POST', path: '/pictures' },
      update: { method: 'PUT', path: '/pictures' },
    },
    fields: [
      { source: 'title', label: 'Title', kind: 'text' },
      { source: 'cover', label: 'Cover', kind: 'image' },
      {
        source: 'identity',
        label: 'Identity',
        kind: 'group',
        fields: [
          { source: 'front', label: 'Front', kind: 'image' },
          { source: 'back', label: 'Back', kind: 'image' },
        ],
      },
    ],
  };
  const chosen = (text: string) => ({
    rawFile: new File([text], 'photo.png', { type: 'image/png' }),
    src: 'blob:http://localhost/1',
    title: 'photo.png',
  });

  it('sends a newly chosen image as its data: URL when creating', async () => {
    const { transports, sent } = recordingTransports({ 'POST /pictures': { data: { id: 1 } } });
    await createDataProvider([pictures], transports).create('pictures', {
      data: { title: 'Hi', cover: chosen('hi'), identity: { front: chosen('ok') } },
    });
    expect(sent[0]?.data).toEqual({
      title: 'Hi',
      cover: 'data:image/png;base64,aGk=',
      identity: { front: 'data:image/png;base64,b2s=' },
    });
  });

  it('sends only a replaced image when updating, never the unchanged ones', async () => {
    const before = {
      id: 1,
      version: 2,
      title: 'Hi',
      cover: 'https://cdn.example/cover.png',
      identity: { front: 'https://cdn.example/front.png', back: 'https://cdn.example/back.png' },
    };
    const { transports, sent } = recordingTransports();
    await createDataProvider([pictures], transports).update('pictures', {
      id: 1,
      data: { ...before, identity: { ...before.identity, back: chosen('ok') } },
      previousData: before,
    });
    expect(sent[0]).toEqual({
      via: 'http',
      method: 'PUT',
      path: '/pictures',
      data: { id: 1, version: 2, identity: { back: 'data:image/png;base64,b2s=' } },
    });
  });
});
