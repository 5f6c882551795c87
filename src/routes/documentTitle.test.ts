import { describe, expect, it } from 'vitest';
import { PAGES } from '../navigation/pageCatalogue';
import { documentTitle } from './documentTitle';
import { PUBLIC_PAGES } from './publicPages';

/** A path of the page's route, its optional id left out or filled in. */
const concrete = (path: string) => path.replace(/\/:id\?$/, '/7').replace(/:[a-z]+\??/gi, '7');

describe('documentTitle', () => {
  it('names every page, resource and custom, before the dashboard title', () => {
    for (const page of PAGES)
      expect(documentTitle(concrete(page.path), 'wse-dashboard'), page.path).toBe(
        `${page.label} · wse-dashboard`,
      );
    expect(documentTitle('/admin/accounts', 'Back office')).toBe('Accounts · Back office');
    expect(documentTitle('/admin/account/7', 'wse-dashboard')).toBe('Account · wse-dashboard');
    expect(documentTitle('/financial/payouts', 'wse-dashboard')).toBe('Payouts · wse-dashboard');
  });

  it('names the public pages, and gives the dashboard title alone where no page is', () => {
    for (const page of PUBLIC_PAGES)
      expect(documentTitle(page.path, 'wse-dashboard')).toBe(`${page.label} · wse-dashboard`);
    expect(documentTitle('/login', 'wse-dashboard')).toBe('Sign in · wse-dashboard');
    expect(documentTitle('/no/such/page', 'wse-dashboard')).toBe('wse-dashboard');
  });
});
