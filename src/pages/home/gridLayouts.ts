import {
  dashboardModule,
  HOME_BREAKPOINT_KEYS,
  HOME_COLUMNS,
} from '../../../contract/dashboard/dashboardModules';
import {
  mergeHomeLayout,
  sizeLimits,
  type HomeLayout,
  type HomeLayoutItem,
} from '../../../contract/dashboard/homeLayout';

/** A grid item as react-grid-layout takes it: the place, and the size limits on that breakpoint. */
export interface GridItem extends HomeLayoutItem {
  minW: number;
  maxW: number;
  minH: number;
  maxH: number;
}

/**
 * The grid's layouts per breakpoint from a home layout, each item with its size limits there.
 *
 * @example
 * gridLayouts(defaultHomeLayout()).xs?.[0]; // { i: 'live-cams', x: 0, y: 0, w: 1, h: 2, minW: 1, maxW: 1, … }
 */
export function gridLayouts(layout: HomeLayout): Record<string, GridItem[]> {
  return Object.fromEntries(
    HOME_BREAKPOINT_KEYS.map((bp) => [
      bp,
      (layout.layouts[bp] ?? []).map((item) => {
        const { minW, maxW, minH, maxH } = sizeLimits(dashboardModule(item.i)!, HOME_COLUMNS[bp]);
        return { ...item, minW, maxW, minH, maxH };
      }),
    ]),
  );
}

/**
 * The home layout after the grid moved or resized items on one breakpoint: only each item's place is kept (the
 * grid adds its own flags), checked again against the catalogue.
 *
 * @example
 * withGridLayout(layout, 'lg', [{ i: 'live-cams', x: 0, y: 0, w: 4, h: 2, moved: false }]);
 */
export function withGridLayout(
  layout: HomeLayout,
  breakpoint: string,
  items: readonly { i: string; x: number; y: number; w: number; h: number }[],
): HomeLayout {
  const placed = items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  return mergeHomeLayout({ ...layout, layouts: { ...layout.layouts, [breakpoint]: placed } });
}

/** The keyboard's alternative to dragging a corner: one step of a module's size. */
export const NUDGES = {
  wider: { label: 'Wider', dw: 1, dh: 0 },
  narrower: { label: 'Narrower', dw: -1, dh: 0 },
  taller: { label: 'Taller', dw: 0, dh: 1 },
  shorter: { label: 'Shorter', dw: 0, dh: -1 },
} as const;
export type Nudge = keyof typeof NUDGES;

/**
 * The home layout with one module a step wider, narrower, taller or shorter on a breakpoint, within its limits
 * (a module at the right edge grows to the left, since its place is kept within the columns).
 *
 * @example
 * nudged(layout, 'lg', 'live-cams', 'wider'); // live-cams one column wider on lg
 */
export function nudged(layout: HomeLayout, breakpoint: string, key: string, nudge: Nudge): HomeLayout {
  const items = layout.layouts[breakpoint as keyof HomeLayout['layouts']] ?? [];
  const { dw, dh } = NUDGES[nudge];
  return withGridLayout(
    layout,
    breakpoint,
    items.map((item) => (item.i === key ? { ...item, w: item.w + dw, h: item.h + dh } : item)),
  );
}
