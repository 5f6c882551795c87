import { describe, expect, it } from 'vitest';
import { CUSTOM_PAGES } from '../navigation/customPages';
import { PAGE_LOADERS } from './pageLoaders';

describe('PAGE_LOADERS', () => {
  it('has the code of every custom page, and of no other', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(CUSTOM_PAGES.map((page) => page.key).sort());
  });
});
