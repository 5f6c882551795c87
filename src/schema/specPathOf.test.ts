import { describe, expect, it } from 'vitest';
import accounts from '../../resources/accounts';
import audit from '../../resources/audit';
import members from '../../resources/members';
import partners from '../../resources/partners';
import { specPathOf } from './specPathOf';

const specPath = specPathOf([accounts, members, audit, partners]);

describe('specPathOf', () => {
  it('resolves the list, create, edit and show paths react-admin builds to the definition’s routes', () => {
    expect(specPath('/members')).toBe('/support/members');
    expect(specPath('/members/create')).toBe('/member');
    expect(specPath('/members/7')).toBe('/member/7');
    expect(specPath('/members/7/show')).toBe('/member/7');
    expect(specPath('/accounts/a%2Fb')).toBe('/admin/account/a%2Fb');
  });

  it('leaves the pages under a list route that is react-admin’s own path, resolving its records', () => {
    expect(specPath('/partners')).toBe('/partners');
    expect(specPath('/partners/7')).toBe('/partner/7');
    expect(specPath('/partners/create')).toBe('/partner');
    expect(specPath('/partners/offers')).toBe('/partners/offers');
    expect(specPath('/partners/unlisted?page=2')).toBe('/partners/unlisted?page=2');
  });

  it('keeps the query and the hash', () => {
    expect(specPath('/members?filter=%7B%7D#top')).toBe('/support/members?filter=%7B%7D#top');
    expect(specPath('/members/7/show?tab=2')).toBe('/member/7?tab=2');
  });

  it('leaves alone other paths and pages a definition has no route for', () => {
    for (const path of [
      '/member/7',
      '/support/members',
      '/audit',
      '/audit/3',
      '/members/7/edit',
      'members/7',
      '/',
    ])
      expect(specPath(path)).toBe(path);
  });
});
