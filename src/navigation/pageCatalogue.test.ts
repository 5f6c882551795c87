import { generatePath } from '../routing/generatePath';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { notes } from '../../contract/__fixtures__/notes';
import { registry } from '../../resources';
import { specPathOf } from '../schema/specPathOf';
import type { CustomPage } from './CustomPage';
import { CUSTOM_PAGES } from './customPages';
import { PAGES, resourcePages } from './pageCatalogue';

/** Custom pages that repeat a path or a key of a definition's pages, or its name (their access rules would mix). */
const repeats = (definitions: readonly ResourceDefinition[], custom: readonly CustomPage[]) => {
  const served = definitions.flatMap(resourcePages);
  const taken = new Set([
    ...served.flatMap((page) => [page.path, page.key]),
    ...definitions.map((definition) => definition.name),
  ]);
  return custom.filter((page) => taken.has(page.path) || taken.has(page.key)).map((page) => page.key);
};

describe('pageCatalogue', () => {
  it('gives a resource a menu entry and a record page from its definition alone', () => {
    const listed: ResourceDefinition = {
      ...notes,
      menu: { group: 'support', order: 55, label: 'Staff notes' },
    };
    expect(resourcePages(listed)).toEqual([
      {
        key: 'notes',
        path: '/notes',
        label: 'Staff notes',
        menu: 'support',
        order: 55,
        icon: 'StickyNote2Outlined',
        access: { resource: 'notes', action: 'page' },
        resource: 'notes',
      },
      {
        key: 'notes.record',
        path: '/note/:id?',
        label: 'Note',
        access: { resource: 'notes', action: 'show' },
        resource: 'notes',
      },
    ]);
  });

  it('has no custom page repeat a path, key or name that a definition has', () => {
    expect(repeats(registry, CUSTOM_PAGES)).toEqual([]);
    expect(
      repeats(
        [notes],
        [
          { key: 'notes-soon', path: '/notes', label: 'Notes (soon)' },
          { key: 'notes', path: '/staff-notes', label: 'Notes' },
          { key: 'redis', path: '/tech/redis', label: 'Redis' },
        ],
      ),
    ).toEqual(['notes-soon', 'notes']);
  });

  it('has each path and key once', () => {
    const paths = PAGES.map((page) => page.path);
    const keys = PAGES.map((page) => page.key);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves every page’s path as it is where react-admin’s links resolve resource paths', () => {
    const specPath = specPathOf(registry);
    const filled = PAGES.map((page) => generatePath(page.path, { id: '3', room: 'r', name: 'site' }));
    expect(filled.filter((path) => specPath(path) !== path)).toEqual([]);
  });
});
