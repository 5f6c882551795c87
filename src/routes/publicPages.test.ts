import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../contract/publicPages';
import { PUBLIC_PAGES } from './publicPages';

describe('PUBLIC_PAGES', () => {
  it('routes every public path the server serves without the app shell, and no other', () => {
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
  });
});
