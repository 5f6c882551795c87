import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { languageCookie } from './languageCookie';
import { rootRedirect } from './rootRedirect';
import { stripLocalePrefix } from './stripLocalePrefix';
import { withLocale } from './withLocale';

const twoLocales = [{ code: 'en' }, { code: 'nl' }];

describe('locales', () => {
  it('configures English only, with every locale field', () => {
    expect(LOCALES).toEqual([
      { code: 'en', iso: 'en-US', file: 'englishMessages.ts', domain: '', direction: 'ltr' },
    ]);
  });
});

describe('stripLocalePrefix', () => {
  it('takes a configured locale code off the front of the path', () => {
    expect(stripLocalePrefix('/en/admin/accounts')).toEqual({ locale: 'en', path: '/admin/accounts' });
    expect(stripLocalePrefix('/nl/tech/redis', twoLocales)).toEqual({ locale: 'nl', path: '/tech/redis' });
    expect(stripLocalePrefix('/en')).toEqual({ locale: 'en', path: '/' });
  });

  it('reads a path without a prefix as the default locale and leaves it alone', () => {
    expect(stripLocalePrefix('/admin/accounts')).toEqual({ locale: 'en', path: '/admin/accounts' });
    expect(stripLocalePrefix('/nl/tech')).toEqual({ locale: 'en', path: '/nl/tech' });
    expect(stripLocalePrefix('/english/x')).toEqual({ locale: 'en', path: '/english/x' });
  });
});

describe('withLocale', () => {
  it('gives the default locale no prefix', () => {
    expect(withLocale('/admin/accounts', 'en')).toBe('/admin/accounts');
  });

  it('prefixes any other locale with its code', () => {
    expect(withLocale('/admin/accounts', 'nl')).toBe('/nl/admin/accounts');
    expect(withLocale('/', 'nl')).toBe('/nl');
  });

  it('round-trips with stripLocalePrefix', () => {
    expect(stripLocalePrefix(withLocale('/member/7', 'nl'), twoLocales)).toEqual({
      locale: 'nl',
      path: '/member/7',
    });
  });
});

describe('rootRedirect', () => {
  it('does nothing while root redirection is off (the configured default)', () => {
    expect(rootRedirect('/', 'nl')).toBeNull();
  });

  it('sends the root to the locale home with status 302 by default', () => {
    expect(rootRedirect('/', 'nl', { redirectRoot: true })).toEqual({ location: '/nl', status: 302 });
  });

  it('uses a configured status', () => {
    expect(rootRedirect('/', 'nl', { redirectRoot: true, redirectStatus: 301 })).toEqual({
      location: '/nl',
      status: 301,
    });
  });

  it('leaves other paths and the default locale where they are', () => {
    expect(rootRedirect('/admin/accounts', 'nl', { redirectRoot: true })).toBeNull();
    expect(rootRedirect('/', 'en', { redirectRoot: true })).toBeNull();
  });
});

describe('languageCookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(languageCookie('en', false)).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('uses SameSite=None with Secure when the API lives on another origin', () => {
    expect(languageCookie('en', true)).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });
});
