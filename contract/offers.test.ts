import { describe, expect, it } from 'vitest';
import { offers } from './offers';
import { notes } from './__fixtures__/notes';

describe('offers', () => {
  it('follows the declared calls, and for simple-rest the declared write roles', () => {
    expect(offers(notes, 'create')).toBe(true);
    expect(offers({ ...notes, api: { getList: notes.api.getList } }, 'create')).toBe(false);
    const rest = { ...notes, api: { rest: '/notes' }, access: { edit: [] } };
    expect(['getList', 'getOne', 'update'].every((op) => offers(rest, op as 'getList'))).toBe(true);
    expect(offers(rest, 'create')).toBe(false);
    expect(offers(rest, 'deleteMany')).toBe(false);
    expect(offers({ ...rest, access: { delete: 'REMOVE_ACCOUNTS' } }, 'deleteMany')).toBe(true);
  });
});
