import { describe, expect, it } from 'vitest';
import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { listRequestAccess, operationAccess } from './operationAccess';

const define = (access: ResourceDefinition['access']): ResourceDefinition => ({
  name: 'things',
  label: { one: 'Thing', many: 'Things' },
  recordRepresentation: 'name',
  icon: 'Star',
  routes: {},
  api: { rest: '/things' },
  fields: [],
  access,
});

describe('operationAccess', () => {
  it('lets the list route in for either rule, since it also answers lookups by id', () => {
    expect(operationAccess(define({ list: 'VIEW_NEW_PERFORMERS', show: OPEN })).getList).toBe('signed-in');
    expect(operationAccess(define({ list: 'VIEW_STUDIOS', show: 'EDIT_ACCOUNTS' })).getList).toEqual([
      'VIEW_STUDIOS',
      'EDIT_ACCOUNTS',
    ]);
    expect(operationAccess(define({ list: 'VIEW_STUDIOS' })).getList).toEqual(['VIEW_STUDIOS']);
  });
});

describe('listRequestAccess', () => {
  const performers = define({ list: 'VIEW_NEW_PERFORMERS', show: OPEN });

  it('reads a lookup by id as showing those records', () => {
    expect(listRequestAccess(performers, { id: [4, 9] })).toBe('signed-in');
  });

  it('keeps the list rule for any other list, an id among other filters included', () => {
    expect(listRequestAccess(performers, undefined)).toBe('VIEW_NEW_PERFORMERS');
    expect(listRequestAccess(performers, {})).toBe('VIEW_NEW_PERFORMERS');
    expect(listRequestAccess(performers, { id: [4], state: 'active' })).toBe('VIEW_NEW_PERFORMERS');
  });
});
