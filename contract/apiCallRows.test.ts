import { describe, expect, it } from 'vitest';
import { apiCallRows } from './apiCallRows';
import { notes } from './__fixtures__/notes';

describe('apiCallRows', () => {
  it('lists each declared call with the role it needs', () => {
    expect(apiCallRows([notes])).toEqual([
      ['notes', 'list', 'GET /notes', 'any signed-in account'],
      ['notes', 'one record', 'GET /note/:id', 'any signed-in account'],
      ['notes', 'create', 'POST /notes', 'any signed-in account'],
      ['notes', 'update', 'PUT /notes', 'any signed-in account'],
      ['notes', 'delete', 'DELETE /note/:id', 'REMOVE_ACCOUNTS'],
      ['notes', 'delete several', 'DELETE /notes', 'REMOVE_ACCOUNTS'],
      [
        'notes',
        'reveal',
        'POST /note/:id/reveal',
        "any signed-in account, and the field's (masked fields below)",
      ],
    ]);
  });

  it("lists a relation read at its path with the read roles, written with its own role or the field's, and the read role", () => {
    const write = { method: 'PUT' as const, path: '/note/:id/secret' };
    const related = { ...notes, api: { ...notes.api, relations: [{ source: 'secret', write }] } };
    expect(apiCallRows([related]).slice(-2)).toEqual([
      ['notes', 'read `secret`', 'GET /note/:id/secret', 'any signed-in account, and VIEW_ROLES'],
      ['notes', 'change `secret`', 'PUT /note/:id/secret', 'EDIT_ROLES, and VIEW_ROLES'],
    ]);
    const own = {
      ...notes,
      api: { relations: [{ source: 'secret', write, role: 'ASSIGN_GROUPS' as const }] },
    };
    expect(apiCallRows([own]).at(-1)?.[3]).toBe('ASSIGN_GROUPS, and VIEW_ROLES');
  });

  it('gives a simple-rest resource the calls it offers, and forwarded calls their api and route', () => {
    const rest = { ...notes, api: { rest: '/rest-notes' }, access: { list: 'VIEW_ACCOUNTS' as const } };
    expect(apiCallRows([rest]).map(([, operation, call]) => `${operation}: ${call}`)).toEqual([
      'list: GET /rest-notes',
      'one record: GET /rest-notes/:id',
    ]);
    const forwarded = {
      ...notes,
      api: { getList: { via: 'forward' as const, method: 'POST' as const, api: 'admin', route: '/notes' } },
    };
    expect(apiCallRows([forwarded])[0]?.[2]).toBe('POST /forwarding/admin, route /notes');
  });
});
