import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../contract/canAccess';
import { SPEC_MENU } from '../../../tests/fixtures/specMenu';
import { accessRules } from '../../navigation/accessRules';
import { PAGES } from '../../navigation/pageCatalogue';
import { menuModel } from './menuModel';

const forRoles = (roles: string[]) =>
  menuModel(PAGES, (page) =>
    canAccess(roles, { resource: page.access.resource, action: 'page' }, accessRules),
  );

const labels = (model: ReturnType<typeof menuModel>) =>
  Object.fromEntries(model.groups.map((group) => [group.label, group.entries.map((entry) => entry.label)]));

describe('menuModel', () => {
  it('shows the documented sidebar, every group and entry in order, to someone holding every menu role', () => {
    const model = menuModel(PAGES, () => true);
    expect(model.top.map((entry) => entry.label)).toEqual(['Dashboard']);
    expect(labels(model)).toEqual(SPEC_MENU);
  });

  it('hides the entries whose role is missing and groups left empty', () => {
    const model = labels(forRoles([]));
    expect(model.Admin).toBeUndefined();
    expect(model.Statistics).toBeUndefined();
    expect(model['Support / Moderation']).toEqual(['Modellen', 'Members', 'News']);
    expect(model.Partners).toEqual(['Offers', 'Unknown']);
    expect(model.Tech).not.toContain('Redis');
    expect(model.Tech).not.toContain('Bull Monitor');
    expect(model.Finance).toEqual(['Payouts', 'Reservations', 'VAT', 'History']);
  });

  it('shows an entry as soon as its role is held', () => {
    const model = labels(forRoles(['VIEW_GROUPS', 'VIEW_REDIS_KEYS']));
    expect(model.Admin).toEqual(['Groups']);
    expect(model.Tech).toContain('Redis');
  });
});
