import { describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { PAGES } from '../../navigation/pageCatalogue';
import { namedIcon } from '../../lib/namedIcon';

const generic = namedIcon(undefined);

describe('menu icons', () => {
  it('gives every menu entry its own icon, none of them the generic one', () => {
    const entries = PAGES.filter((page) => page.menu);
    const unknown = entries.filter((page) => namedIcon(page.icon) === generic).map((page) => page.key);
    expect(unknown).toEqual([]);
    const icons = entries.map((page) => page.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('knows the icon of every declared resource, and falls back to the generic one for an unknown name', () => {
    const unknown = registry.filter((definition) => namedIcon(definition.icon) === generic);
    expect(unknown.map((definition) => definition.name)).toEqual([]);
    expect(namedIcon('NoSuchIcon')).toBe(generic);
  });
});
