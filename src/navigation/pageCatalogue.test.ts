import { describe, expect, it } from 'vitest';
import { OPEN } from '../../contract/canAccess';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { notes } from '../../contract/__fixtures__/notes';
import { pageCatalogue, resourcePages } from './pageCatalogue';

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

  it('lets a resource take over the custom page of its path', () => {
    const pages = pageCatalogue(
      [{ ...notes, access: { ...notes.access, page: OPEN } }],
      [
        { key: 'notes-placeholder', path: '/notes', label: 'Notes (soon)' },
        { key: 'redis', path: '/tech/redis', label: 'Redis', role: 'VIEW_REDIS_KEYS' },
      ],
    );
    expect(pages.map((page) => [page.path, page.label, page.resource])).toEqual([
      ['/notes', 'Notes', 'notes'],
      ['/note/:id?', 'Note', 'notes'],
      ['/tech/redis', 'Redis', undefined],
    ]);
  });
});
