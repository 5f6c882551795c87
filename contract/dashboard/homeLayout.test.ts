import { describe, expect, it } from 'vitest';
import { DASHBOARD_MODULE_KEYS, HOME_BREAKPOINT_KEYS } from './dashboardModules';
import {
  defaultHomeLayout,
  homeLayoutSchema,
  mergeHomeLayout,
  withModule,
  withoutModule,
} from './homeLayout';

describe('the home layout', () => {
  it('starts with every module, placed without overlap within the columns, one column on a phone', () => {
    const layout = defaultHomeLayout();
    expect(layout.modules).toEqual(DASHBOARD_MODULE_KEYS);
    expect(layout.layouts.lg?.slice(0, 2)).toEqual([
      { i: 'live-cams', x: 0, y: 0, w: 3, h: 2 },
      { i: 'signups-today', x: 3, y: 0, w: 3, h: 2 },
    ]);
    expect(layout.layouts.xs?.map(({ x, w }) => ({ x, w }))).toEqual(
      DASHBOARD_MODULE_KEYS.map(() => ({ x: 0, w: 1 })),
    );
    expect(new Set(layout.layouts.xs?.map((item) => item.y)).size).toBe(DASHBOARD_MODULE_KEYS.length);
    expect(homeLayoutSchema.safeParse(layout).success).toBe(true);
  });

  it('falls back to the default when nothing (or nothing readable) was saved', () => {
    expect(mergeHomeLayout(undefined)).toEqual(defaultHomeLayout());
    expect(mergeHomeLayout('grid')).toEqual(defaultHomeLayout());
    expect(mergeHomeLayout({ layouts: {} })).toEqual(defaultHomeLayout());
  });

  it('keeps a saved place, drops unknown and repeated modules and places the missing ones below', () => {
    const merged = mergeHomeLayout({
      modules: ['media-queue', 'weather', 'payouts-due', 'media-queue'],
      layouts: {
        lg: [
          { i: 'media-queue', x: 4, y: 1, w: 5, h: 3 },
          { i: 'weather', x: 0, y: 0, w: 2, h: 2 },
          { i: 'media-queue', x: 0, y: 0, w: 2, h: 2 },
        ],
      },
    });
    expect(merged.modules).toEqual(['media-queue', 'payouts-due']);
    expect(merged.layouts.lg).toEqual([
      { i: 'media-queue', x: 4, y: 1, w: 5, h: 3 },
      { i: 'payouts-due', x: 0, y: 4, w: 4, h: 3 },
    ]);
    expect(merged.layouts.md?.map((item) => item.i)).toEqual(['media-queue', 'payouts-due']);
    expect(homeLayoutSchema.safeParse(merged).success).toBe(true);
  });

  it('brings sizes within the catalogue limits and the columns', () => {
    const merged = mergeHomeLayout({
      modules: ['live-cams'],
      layouts: {
        lg: [{ i: 'live-cams', x: 11, y: -3, w: 40, h: 0 }],
        xs: [{ i: 'live-cams', x: 2, y: 0, w: 3, h: 3 }],
      },
    });
    expect(merged.layouts.lg).toEqual([{ i: 'live-cams', x: 6, y: 0, w: 6, h: 2 }]);
    expect(merged.layouts.xs).toEqual([{ i: 'live-cams', x: 0, y: 0, w: 1, h: 3 }]);
  });

  it('adds a module at the end of every breakpoint and removes it again', () => {
    const without = withoutModule(defaultHomeLayout(), 'revenue-today');
    expect(without.modules).not.toContain('revenue-today');
    for (const bp of HOME_BREAKPOINT_KEYS)
      expect(without.layouts[bp]?.map((item) => item.i)).not.toContain('revenue-today');
    const back = withModule(without, 'revenue-today');
    expect(back.modules.at(-1)).toBe('revenue-today');
    const placed = back.layouts.lg?.find((item) => item.i === 'revenue-today');
    expect(placed).toMatchObject({ x: 0, w: 3, h: 2 });
    expect(placed!.y).toBeGreaterThanOrEqual(Math.max(...without.layouts.lg!.map((item) => item.y + item.h)));
    expect(withModule(back, 'revenue-today')).toBe(back);
  });
});

describe('the homeLayout preference as the server checks it', () => {
  const issues = (value: unknown) =>
    homeLayoutSchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuses unknown modules, repeats and sizes out of bounds, naming where', () => {
    expect(issues({ modules: ['weather'], layouts: {} })?.[0]).toMatch(/^modules\.0: /);
    expect(issues({ modules: ['live-cams', 'live-cams'], layouts: {} })).toEqual([
      'modules: A module is listed twice',
    ]);
    expect(
      issues({ modules: ['live-cams'], layouts: { lg: [{ i: 'live-cams', x: 10, y: 0, w: 7, h: 9 }] } }),
    ).toEqual([
      'layouts.lg.0.w: Width must be between 2 and 6 on lg',
      'layouts.lg.0.h: Height must be between 2 and 4',
      'layouts.lg.0.x: The module runs past the 12 columns of lg',
    ]);
    expect(issues({ modules: [], layouts: { xs: [{ i: 'live-cams', x: 0, y: 0, w: 1, h: 2 }] } })).toEqual([
      'layouts.xs.0: live-cams is placed but not among the modules',
    ]);
    expect(issues({ modules: [], layouts: { huge: [] } })).toBeDefined();
    expect(issues({ modules: [], layouts: {}, extra: 1 })).toBeDefined();
  });
});
