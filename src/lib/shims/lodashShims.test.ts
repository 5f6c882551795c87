import lodashCloneDeep from 'lodash/cloneDeep.js';
import lodashDebounce from 'lodash/debounce.js';
import lodashDefaults from 'lodash/defaults.js';
import lodashDifference from 'lodash/difference.js';
import lodashGet from 'lodash/get.js';
import lodashIsEmpty from 'lodash/isEmpty.js';
import lodashMemoize from 'lodash/memoize.js';
import lodashMerge from 'lodash/merge.js';
import lodashMergeWith from 'lodash/mergeWith.js';
import lodashPick from 'lodash/pick.js';
import lodashSet from 'lodash/set.js';
import lodashUnion from 'lodash/union.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloneDeep } from './lodashCloneDeep';
import { debounce } from './lodashDebounce';
import { defaults } from './lodashDefaults';
import { difference } from './lodashDifference';
import { get } from './lodashGet';
import { isEmpty } from './lodashIsEmpty';
import { memoize } from './lodashMemoize';
import { merge } from './lodashMerge';
import { mergeWith } from './lodashMergeWith';
import { pick } from './lodashPick';
import { set } from './lodashSet';
import { union } from './lodashUnion';

// The shims stand in for lodash's modules in the app's build (vite.config.ts): on what react-admin gives them
// (ra-core's and ra-ui-materialui's dist), each must answer as lodash does, and mutate and share what it does.

const shims = {
  cloneDeep,
  debounce,
  defaults,
  difference,
  get,
  isEmpty,
  memoize,
  merge,
  mergeWith,
  pick,
  set,
  union,
};
type Shims = typeof shims;
const lodash: Shims = {
  cloneDeep: lodashCloneDeep as Shims['cloneDeep'],
  debounce: lodashDebounce as Shims['debounce'],
  defaults: lodashDefaults as Shims['defaults'],
  difference: lodashDifference as Shims['difference'],
  get: lodashGet as Shims['get'],
  isEmpty: lodashIsEmpty as Shims['isEmpty'],
  memoize: lodashMemoize as Shims['memoize'],
  merge: lodashMerge as Shims['merge'],
  mergeWith: lodashMergeWith as Shims['mergeWith'],
  pick: lodashPick as Shims['pick'],
  set: lodashSet as Shims['set'],
  union: lodashUnion as Shims['union'],
};

type Name = Exclude<keyof Shims, 'debounce' | 'memoize'>;
type Args = () => unknown[];
type Tree = Record<PropertyKey, unknown>;

const isObjectLike = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/** Each object reachable from `root` by own keys, with the path it is first reached by. */
function paths(root: unknown, path: string, found = new Map<object, string>()): Map<object, string> {
  if (!isObjectLike(root) || found.has(root)) return found;
  found.set(root, path);
  for (const key of Reflect.ownKeys(root)) {
    paths(Object.getOwnPropertyDescriptor(root, key)?.value, `${path}.${String(key)}`, found);
  }
  return found;
}

/**
 * What a call does: what it returns (or whether it throws), its arguments after it, and, for each object these
 * reach, whether it is one of the arguments' objects (and which) or new, and the order of its keys.
 */
function outcome(implementation: (...args: never[]) => unknown, args: unknown[]) {
  const origins = paths(args, 'args');
  let returned: unknown;
  let threw = false;
  try {
    returned = implementation(...(args as never[]));
  } catch {
    threw = true;
  }
  const objects = [...paths({ returned, args }, 'after')].map(
    ([object, path]) => `${path} ← ${origins.get(object) ?? 'new'}: ${Reflect.ownKeys(object).map(String)}`,
  );
  return { returned, threw, args, objects };
}

/** Runs each case (a function making fresh arguments) through lodash and the shim and compares what they did. */
function compare(name: Name, cases: Args[]) {
  it.each(cases.map((args) => [args.toString(), args] as const))(`${name}: %s`, (_, args) => {
    const expected = outcome(lodash[name] as (...args: never[]) => unknown, args());
    expect(outcome(shims[name] as (...args: never[]) => unknown, args())).toStrictEqual(expected);
  });
}

// Values shared by the cases, so both runs hold the same functions.
const save = () => undefined;
const setSort = () => undefined;
const symbol = Symbol('s');
class Point {
  x = 1;
}
const withInherited = (own: Tree, inherited: Tree) => Object.assign(Object.create(inherited) as Tree, own);

describe('lodash shims', () => {
  it('are compared with lodash itself, not with themselves (no alias in the tests)', () => {
    for (const name of Object.keys(shims) as (keyof Shims)[]) expect(lodash[name]).not.toBe(shims[name]);
  });

  // useFieldValue, useInput, useChoices, FilterLiveForm, useFormGroup, ArrayInput, Sidebar, useTranslatable…
  compare('get', [
    () => [{ id: 1, author: { name: 'Ann' } }, 'author.name'],
    () => [{ id: 1, author: { name: 'Ann' } }, 'author'],
    () => [{ id: 1, author: { name: 'Ann' } }, 'author.age', 3],
    () => [{ id: 1, author: { name: 'Ann' } }, 'author.name.length'],
    () => [{ id: 1, author: null }, 'author'],
    () => [{ id: 1, author: null }, 'author.name', 'none'],
    () => [{ id: 1 }, 'title', ''],
    () => [{ id: 0, done: false, title: '' }, 'done', true],
    () => [{ id: 0, done: false, title: '' }, 'title', 'x'],
    () => [{ id: 0, done: false, title: '' }, 'id', 5],
    () => [{ items: [{ title: 'A' }, { title: 'B' }] }, 'items.1.title'],
    () => [{ items: [{ title: 'A' }, { title: 'B' }] }, 'items[1].title'],
    () => [{ items: [{ title: 'A' }, { title: 'B' }] }, 'items[2].title', 'none'],
    () => [{ items: [{ title: 'A' }, { title: 'B' }] }, ['items', 0, 'title']],
    () => [{ items: [{ title: 'A' }] }, 'items.length'],
    () => [{ items: [undefined, { title: { type: 'required', message: 'Required' } }] }, 'items.1.title'],
    () => [{ items: [undefined, { title: { type: 'required' } }] }, 'items.0.title', false],
    () => [{ 'author.name': 'flat', author: { name: 'deep' } }, 'author.name'],
    () => [{ a: { 'b.c': 3, "b'c": 4 } }, 'a["b.c"]'],
    () => [{ a: { 'b.c': 3, "b'c": 4 } }, "a['b.c']"],
    () => [{ a: { 'b.c': 3, "b'c": 4 } }, 'a["b\'c"]'],
    () => [{ a: { 'b"c': 5, 'b\\': 6 } }, String.raw`a["b\"c"]`],
    () => [{ a: { 'b"c': 5, 'b\\': 6 } }, String.raw`a['b\\']`],
    () => [{ a: { '-1': 'minus' } }, 'a[-1]'],
    () => [{ sidebar: { width: 240 } }, 'sidebar.width', 200],
    () => [{ palette: {} }, 'sidebar.closedWidth', 55],
    () => [{ ra: { action: { save: 'Save' } } }, 'ra.action.save'],
    () => [{ ra: { action: { save: 'Save' } } }, 'ra.action'],
    () => [{ ra: { action: { save: 'Save' } } }, 'ra.action.save.missing'],
    () => [{ id: 1, undefined: 'named undefined' }, undefined],
    () => [{ id: 1 }, undefined, 'default'],
    () => [{ '': 'empty key' }, ''],
    () => [{ 1: 'one' }, 1],
    () => [['zero', 'one'], 1],
    () => [{ a: 1 }, [], 'default'],
    () => [null, 'a', 'default'],
    () => [undefined, 'a.b'],
    () => ['text', 'length'],
    () => [{ name: 'text' }, 'name.0'],
    () => [withInherited({}, { inherited: { deep: 1 } }), 'inherited.deep'],
  ]);

  // useSuggestions, useSupportCreateSuggestion, useGetArrayInputNewItemDefaults, queryReducer, FilterLiveForm,
  // useUnique, useTranslatable.
  compare('set', [
    () => [{}, 'id', null],
    () => [{}, 'name', ''],
    () => [{ id: '@@create' }, 'name', 'Create "x"'],
    () => [{}, 'author.name', 'Ann'],
    () => [{ author: { name: 'Ann', age: 3 } }, 'author.name', 'Bob'],
    () => [{ q: 'a', status: 'open' }, 'author.name', 'x'],
    () => [{}, 'items.0.title', 'A'],
    () => [{}, 'items[1].title', 'A'],
    () => [{ items: [] }, 'items.2', 'x'],
    () => [{}, ['items', 0, 'title'], 'A'],
    () => [{}, ['items', '01'], 'A'],
    () => [{}, ['items', 1.5, 'x'], 'A'],
    () => [{}, ['items', -1, 'x'], 'A'],
    () => [{}, ['title'], 'Hello'],
    () => [{ title: { en: 'Hi', fr: 'Salut' } }, ['title'], 'Salut'],
    () => [{ a: 'text' }, 'a.b', 1],
    () => [{ a: 5 }, 'a.0', 1],
    () => [{ a: [1] }, 'a.b', 2],
    () => [{ a: null }, 'a.b.c', 2],
    () => [{}, 'a', undefined],
    () => [{ a: 1 }, 'a', undefined],
    () => [{ a: { b: 1 } }, 'a', { c: 2 }],
    () => [{ 'a.b': 1 }, 'a.b', 2],
    () => [{ a: {} }, 'a["b.c"]', 1],
    () => [{}, '__proto__.polluted', 1],
    () => [{}, ['__proto__', 'polluted'], 1],
    () => [{}, 'constructor.prototype.polluted', 1],
    () => [{}, 'a.constructor.b', 1],
    () => [{}, 'a.b.prototype', 1],
    () => [withInherited({}, { shared: { deep: 1 } }), 'shared.deep', 2],
    () => [null, 'a', 1],
    () => [undefined, 'a', 1],
    () => ['text', 'a', 1],
    () => [5, 'a', 1],
    () => [[], '0.id', 1],
  ]);

  // usePickSaveContext, usePickPaginationContext, usePickFilterContext, usePickSortContext.
  compare('pick', [
    () => [
      { sort: { field: 'id', order: 'ASC' }, setSort, resource: 'posts', page: 1 },
      ['sort', 'setSort', 'resource'],
    ],
    () => [
      { save, saving: false, mutationMode: 'pessimistic', record: { id: 1 } },
      ['save', 'saving', 'mutationMode', 'registerMutationMiddleware', 'unregisterMutationMiddleware'],
    ],
    () => [
      { isPending: true, total: undefined, page: 1, perPage: 10, data: [] },
      ['isLoading', 'isPending', 'page', 'perPage', 'total', 'resource'],
    ],
    () => [{ a: 1, b: 2, c: 3 }, 'a', 'c'],
    () => [{ a: 1, b: 2, c: 3 }, ['a'], 'b'],
    () => [{ a: { b: 1, c: 2 }, d: 3 }, 'a.b'],
    () => [{ a: { b: 1, c: 2 }, d: 3 }, [['a', 'c']]],
    () => [{ a: { b: { c: 1 } } }, 'a'],
    () => [{ 'a.b': 1, a: { b: 2 } }, 'a.b'],
    () => [{ a: [{ b: 1 }, { b: 2 }] }, 'a[1].b'],
    () => [withInherited({ own: 1 }, { inherited: 2 }), ['own', 'inherited']],
    () => [{ a: 1 }, 'constructor', 'toString', 'a'],
    () => [{ a: 1 }, '__proto__'],
    () => [
      [1, 2, 3],
      [0, 2],
    ],
    () => [{ a: 1 }],
    () => [{ a: 1 }, []],
    () => [null, ['a']],
    () => [undefined, 'a'],
  ]);

  // Datagrid, DataTableBase: a shift-clicked range of ids added to, or taken from, the selection.
  compare('union', [
    () => [
      [1, 2],
      [2, 3, 4],
    ],
    () => [
      ['a', 'b'],
      ['b', 'c'],
    ],
    () => [[1, 1, 2], []],
    () => [[], [3, 1, 3]],
    () => [
      [1, '1'],
      ['1', 2],
    ],
    () => [
      [NaN, 0],
      [NaN, -0],
    ],
    () => [[[1]], [[1]]],
    () => [[1], undefined, null, 'ab', 5, { length: 2, 0: 'x', 1: 'y' }, [2]],
    () => [],
  ]);
  compare('difference', [
    () => [
      [1, 2, 3, 4],
      [2, 4],
    ],
    () => [['a', 'b', 'c'], ['b']],
    () => [[1, 2, 1, 3], [3]],
    () => [[1, 2], []],
    () => [[], [1]],
    () => [
      [1, '1', 2],
      ['1', 2],
    ],
    () => [[NaN, 1], [NaN]],
    () => [[1, 2, 3], undefined, 'ab', [1], { length: 1, 0: 3 }],
    () => [{ length: 2, 0: 'x', 1: 'y' }, ['x']],
    () => [undefined, [1]],
    () => ['abc', ['a']],
  ]);

  // useListContextWithProps, useDatagridContext: props first, then the context (or undefined, without one);
  // useResourceDefinition: props, then the resource's definition.
  compare('defaults', [
    () => [
      {},
      { resource: 'posts', page: undefined, total: null },
      { resource: 'users', page: 2, total: 10, perPage: 25 },
    ],
    () => [{}, { isRowExpandable: undefined }, undefined],
    () => [{}, {}, { data: [{ id: 1 }], sort: { field: 'id', order: 'ASC' }, setSort }],
    () => [
      {},
      {
        hasCreate: undefined,
        hasEdit: true,
        hasList: undefined,
        hasShow: undefined,
        recordRepresentation: undefined,
      },
      { name: 'posts', hasCreate: true, hasEdit: false, hasList: true, hasShow: false, icon: save },
    ],
    () => [{}, { a: 1 }, {}],
    () => [{ a: 1 }, { a: 2, b: 2 }, { b: 3, c: 3 }],
    () => [{}, withInherited({ own: 1 }, { inherited: 2 })],
    () => [{}, { toString: 'x', constructor: 'y', valueOf: undefined }],
    () => [{ toString: Object.prototype.toString }, { toString: 'x' }],
    () => [{}, null, { a: 1 }],
    () => [null, { a: 1 }],
    () => [{}, 'ab'],
  ]);

  // getFormInitialValues, useAugmentedForm (a record from the location over the form's values), mergeTranslations,
  // useUnique (its options), CreateButton (its link's state).
  compare('merge', [
    () => [
      {},
      { title: '', tags: [], author: { name: '', age: null }, published: null },
      { id: 1, title: 'T', tags: ['a'], author: { name: 'Ann', born: new Date(0) }, published: new Date(5) },
    ],
    () => [{}, { tags: ['a', 'b', 'c'] }, { tags: ['x'] }],
    () => [
      { tags: ['a', 'b', 'c'], author: { name: 'Ann', age: 3 } },
      { tags: ['x'], author: { name: 'Bob' } },
    ],
    () => [{}, { items: [{ a: 1, b: 2 }, { a: 3 }] }, { items: [{ a: 4 }] }],
    () => [{}, { items: [{ at: new Date(0) }] }],
    () => [
      { a: 1, b: { c: 2 } },
      { a: undefined, b: { c: undefined, d: undefined } },
    ],
    () => [{}, { a: undefined }],
    () => [{ a: { b: 1 } }, { a: null }],
    () => [{ a: null }, { a: { b: 1 } }],
    () => [{ a: 'x' }, { a: { b: 1 } }],
    () => [{ a: 'x' }, { a: [1] }],
    () => [{ a: { x: 1 } }, { a: [1, 2] }],
    () => [{ a: [1, 2] }, { a: { x: 1 } }],
    () => [{ a: { length: 2, 0: 'p', 1: 'q' } }, { a: ['r'] }],
    () => [{ a: { b: 1 } }, { a: new Date(0) }],
    () => [{ a: new Date(0) }, { a: { b: 1 } }],
    () => [{ a: save }, { a: { b: 1 } }],
    () => [
      {},
      {
        onClick: save,
        pattern: /a/g,
        when: new Date(1),
        point: new Point(),
      },
    ],
    () => [{}, { values: new Map([[1, 2]]), ids: new Set([1]) }],
    () => [
      {},
      { ra: { action: { save: 'Save', delete: 'Delete' }, page: { list: '%{name}' } } },
      { ra: { action: { save: 'Enregistrer' } }, resources: { posts: { name: 'Post |||| Posts' } } },
      { ra: { page: { list: 'List of %{name}' } } },
    ],
    () => [
      { debounce: 1000, filter: {}, message: 'ra.validation.unique' },
      undefined,
      { filter: { status: 'open' } },
    ],
    () => [{}, undefined, undefined],
    () => [{}, { _scrollToTop: true }, { record: { title: 'copy' } }],
    () => [{ a: 1 }, null, undefined, 0, '', false, { b: 2 }],
    () => [
      { a: NaN, b: 0 },
      { a: NaN, b: -0 },
    ],
    () => [[1, 2, 3], [4]],
    () => [{}, withInherited({ own: { a: 1 } }, { inherited: { b: 2 } })],
    () => [{}, { nested: Object.assign(Object.create(null) as Tree, { x: 1 }) }],
    () => [{}, JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}')],
    () => [{}, { constructor: save, a: 1 }],
    () => {
      const shared = { a: { b: 1 } };
      return [shared, shared];
    },
    () => {
      const source: Tree = { a: 1 };
      source.self = source;
      return [{}, source];
    },
    () => {
      const item = { id: 1 };
      return [{}, { first: item, again: item, list: [item, item] }];
    },
    () => [null, { a: 1 }],
  ]);

  // FilterLiveForm: the typed filters over the list's, an array replacing the one before.
  const arraysReplaced = (_into: unknown, from: unknown) => (Array.isArray(from) ? from : undefined);
  const numbersDoubled = (_into: unknown, from: unknown) => (typeof from === 'number' ? from * 2 : undefined);
  const keysNoted = (into: unknown, from: unknown, key: string) =>
    key === 'note' ? `${String(into)}+${String(from)}` : undefined;
  compare('mergeWith', [
    () => [{ status: 'open', tags: ['a', 'b'] }, { tags: ['c'] }, arraysReplaced],
    () => [{ q: 'ann', range: { from: 1, to: 2 } }, { range: { to: 5 }, ids: [1, 2] }, arraysReplaced],
    () => [{ a: { b: [1, 2, 3] } }, { a: { b: [9] } }, arraysReplaced],
    () => [{}, { a: 1, b: { c: 2, d: [3] } }, numbersDoubled],
    () => [{ a: 1 }, { a: 2 }, { a: 3 }, numbersDoubled],
    () => [{ note: 'x', deep: { note: 'y' } }, { note: 'z', deep: { note: 'w' } }, keysNoted],
    () => [{ a: 1 }, { b: 2 }],
    () => [{ a: 1 }, arraysReplaced],
    () => [{ a: [1, 2] }, { a: undefined }, arraysReplaced],
    () => [{ a: { b: 1 } }, { a: null }, arraysReplaced],
    () => {
      const source: Tree = { a: [1] };
      source.self = source;
      return [{}, source, arraysReplaced];
    },
  ]);

  // FilterLiveForm (the form's values before one is emptied, the filters before the typed ones go over them) and
  // useTranslatable (a record).
  compare('cloneDeep', [
    () => [{ q: 'ann', status: ['open', 'paid'], range: { from: '2026-01-01', to: null } }],
    () => [{ id: 1, title: { en: 'Hi', fr: 'Salut' }, tags: [{ id: 1 }] }],
    () => [[1, [2, [3]], { a: undefined }]],
    () => [{ at: new Date(5), pattern: /a/gi, values: new Map([[1, { a: 1 }]]), ids: new Set([{ b: 2 }]) }],
    () => [{ onClick: save, error: new Error('x'), point: new Point() }],
    () => [{ [symbol]: { a: 1 }, plain: 1 }],
    () => [withInherited({ own: { a: 1 } }, { inherited: { b: 2 } })],
    () => [Object.assign(Object.create(null) as Tree, { x: { y: 1 } })],
    () => [Object.assign([1, 2], { extra: 'left out, as lodash does' })],
    // A hole, which lodash fills with undefined.
    () => [Object.assign(new Array<number>(3), { 0: 1, 2: 3 })],
    () => [save],
    () => [new Error('top')],
    () => [null],
    () => [undefined],
    () => ['text'],
    () => [42],
    () => [symbol],
    () => [new Date(7)],
    () => [Object(5) as object],
    () => {
      const item = { id: 1 };
      return [{ first: item, again: item, list: [item, item] }];
    },
    () => {
      const source: Tree = { a: { b: 1 } };
      source.self = source;
      return [source];
    },
  ]);

  it('write nothing through __proto__, constructor or prototype, as lodash does', () => {
    const polluting = ['{"__proto__": {"polluted": 1}}', '{"constructor": {"prototype": {"polluted": 1}}}'];
    for (const json of polluting) {
      const merged = merge({}, JSON.parse(json));
      const expected = lodash.merge({}, JSON.parse(json));
      expect([JSON.stringify(merged), Object.getOwnPropertyNames(merged)]).toStrictEqual([
        JSON.stringify(expected),
        Object.getOwnPropertyNames(expected),
      ]);
      defaults({}, JSON.parse(json));
    }
    for (const path of ['__proto__.polluted', 'constructor.prototype.polluted', ['__proto__', 'polluted']]) {
      set({}, path, 1);
      pick({}, path);
    }
    expect('polluted' in {}).toBe(false);
  });

  // useFormIsDirty: an array item's dirty fields ({} or null when untouched), and what else lodash tells.
  compare('isEmpty', [
    () => [null],
    () => [undefined],
    () => [{}],
    () => [{ title: true }],
    () => [{ title: false }],
    () => [{ a: undefined }],
    () => [[]],
    () => [[0]],
    () => [[undefined]],
    () => [''],
    () => ['a'],
    () => [new Map()],
    () => [new Map([[1, 1]])],
    () => [new Set()],
    () => [new Set([1])],
    () => [0],
    () => [1],
    () => [NaN],
    () => [true],
    () => [false],
    () => [symbol],
    () => [new Date(3)],
    () => [/a/],
    () => [save],
    () => [Object.create(null)],
    () => [withInherited({}, { inherited: 1 })],
    () => [{ length: 0 }],
    () => [{ [symbol]: 1 }],
    () => [new Uint8Array(0)],
    () => [new Uint8Array(2)],
    () => [(() => Array.prototype.slice.call([]))()],
  ]);
});

// validate.js: `required()`, `minLength(2)`… are one validator per JSON of their arguments; `regex(pattern, message)`
// one per pattern (lodash's default key, the first argument).
describe('memoize shim', () => {
  function trace(implementation: Shims['memoize']) {
    const calls: unknown[][] = [];
    const validator = (...args: unknown[]) => {
      calls.push(args);
      return { args };
    };
    const required = implementation(validator, (...args: unknown[]) => JSON.stringify(args));
    const regex = implementation(validator);
    const pattern = /^a/;
    const results = [
      required(),
      required(),
      required('custom'),
      required('custom'),
      required(undefined),
      regex(pattern, 'first message'),
      regex(pattern, 'second message'),
      regex(/^a/, 'same source, another pattern'),
      regex(NaN),
      regex(NaN),
      regex(0),
      regex(-0),
      regex('0'),
    ];
    const same = [
      required() === required(),
      regex(pattern) === regex(pattern, 'x'),
      required() === required('x'),
    ];
    const cache = [required.cache.has('[]'), required.cache.get('["custom"]'), regex.cache.has(pattern)];
    regex.cache.delete(pattern);
    regex(pattern, 'after delete');
    required.cache = new Map();
    required();
    const method = implementation(function (this: { base: number }, n: number) {
      return this.base + n;
    });
    const withThis = [
      method.call({ base: 1 }, 1),
      method.call({ base: 10 }, 1),
      method.call({ base: 10 }, 2),
    ];
    return { calls, results, same, cache, withThis };
  }

  it('calls, caches and answers as lodash does', () => {
    expect(trace(memoize)).toStrictEqual(trace(lodash.memoize));
  });
});

// useListParams, useReferenceParams (and its cancel on unmount), useReferenceManyFieldController, useFilterState,
// useDebouncedEvent (FilterLiveForm, with a delay of 0), asyncDebounce (useUnique), AutocompleteInput,
// useTrackScrollPosition.
describe('debounce shim', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  type Step = ['call', ...unknown[]] | ['wait', number] | ['cancel'] | ['flush'];

  function play(implementation: Shims['debounce'], wait: number, steps: Step[]) {
    const start = Date.now();
    const log: string[] = [];
    const debounced = implementation(function (this: unknown, ...args: unknown[]) {
      log.push(`${Date.now() - start} ms: called with ${JSON.stringify(args)} on ${JSON.stringify(this)}`);
      return `result of ${JSON.stringify(args)}`;
    }, wait);
    const target = { debounced, name: 'target' };
    for (const [step, ...args] of steps) {
      const at = `${Date.now() - start} ms: ${step}`;
      if (step === 'wait') vi.advanceTimersByTime(args[0] as number);
      else if (step === 'call') log.push(`${at} → ${String(target.debounced(...args))}`);
      else log.push(`${at} → ${String(debounced[step]())}`);
    }
    vi.advanceTimersByTime(10_000);
    return log;
  }

  const scripts: [string, number, Step[]][] = [
    [
      'a run of calls: once, with the last arguments',
      500,
      [
        ['call', 'a'],
        ['wait', 200],
        ['call', 'ab'],
        ['wait', 499],
        ['call', 'abc'],
      ],
    ],
    [
      'calls further apart than the wait: each',
      250,
      [
        ['call', 1],
        ['wait', 300],
        ['call', 2],
        ['wait', 250],
        ['call', 3],
      ],
    ],
    [
      'returns the last result',
      100,
      [
        ['call', 1],
        ['wait', 100],
        ['call', 2],
        ['call', 3],
        ['wait', 100],
        ['call', 4],
      ],
    ],
    [
      'cancel drops the pending call',
      500,
      [['call', 'a'], ['wait', 100], ['cancel'], ['wait', 1000], ['call', 'b']],
    ],
    ['cancel with nothing pending', 500, [['cancel'], ['call', 'a'], ['wait', 600], ['cancel']]],
    ['flush calls now, once', 500, [['call', 'a'], ['wait', 100], ['flush'], ['wait', 1000], ['flush']]],
    [
      'a call after a flush waits again',
      500,
      [['call', 'a'], ['flush'], ['wait', 100], ['call', 'b'], ['wait', 450]],
    ],
    [
      'a delay of 0',
      0,
      [
        ['call', 'a'],
        ['call', 'b'],
        ['wait', 0],
        ['call', 'c'],
        ['wait', 1],
      ],
    ],
    ['several arguments and none', 50, [['call', { q: 'x' }, { q: true }], ['wait', 50], ['call']]],
  ];

  it.each(scripts)('%s, as lodash does', (_, wait, steps) => {
    const expected = play(lodash.debounce, wait, steps);
    expect(play(debounce, wait, steps)).toStrictEqual(expected);
  });
});
