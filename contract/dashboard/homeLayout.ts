import { z } from 'zod';
import {
  DASHBOARD_MODULE_KEYS,
  HOME_BREAKPOINT_KEYS,
  HOME_COLUMNS,
  HOME_MAX_ROW,
  dashboardModule,
  type DashboardModule,
  type DashboardModuleKey,
  type HomeBreakpoint,
} from './dashboardModules';

/** A module's place on one breakpoint's grid, in cells. */
export interface HomeLayoutItem {
  i: DashboardModuleKey;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The `homeLayout` preference: which modules the person keeps, and where each sits per breakpoint. */
export interface HomeLayout {
  modules: DashboardModuleKey[];
  layouts: Partial<Record<HomeBreakpoint, HomeLayoutItem[]>>;
}

/** The preference key under /account/preferences. */
export const HOME_LAYOUT_KEY = 'homeLayout';

/**
 * A module's size limits on a grid of `cols` columns: the catalogue's, narrowed to fit the columns.
 *
 * @example
 * sizeLimits(dashboardModule('audit-events')!, 1); // { minW: 1, maxW: 1, minH: 3, maxH: 10, w: 1, h: 4 }
 */
export function sizeLimits(module: DashboardModule, cols: number) {
  const maxW = Math.min(module.maxW, cols);
  const minW = Math.min(module.minW, maxW);
  return { minW, maxW, minH: module.minH, maxH: module.maxH, w: clamp(module.w, minW, maxW), h: module.h };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(Math.round(value), min), max);

/** The row under every item of a layout. */
const bottom = (items: readonly HomeLayoutItem[]) => Math.max(0, ...items.map((item) => item.y + item.h));

/** Modules placed in order, left to right, a new row when the next does not fit. */
function flow(keys: readonly DashboardModuleKey[], cols: number, top = 0): HomeLayoutItem[] {
  const items: HomeLayoutItem[] = [];
  let x = 0;
  let y = top;
  let rowHeight = 0;
  for (const key of keys) {
    const { w, h } = sizeLimits(dashboardModule(key)!, cols);
    if (x + w > cols) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    items.push({ i: key, x, y, w, h });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  return items;
}

/**
 * The layout of someone who never arranged their home: every module in catalogue order at its default size.
 *
 * @example
 * defaultHomeLayout().modules; // ['live-cams', 'signups-today', …]
 */
export function defaultHomeLayout(): HomeLayout {
  const modules = [...DASHBOARD_MODULE_KEYS];
  return {
    modules,
    layouts: Object.fromEntries(HOME_BREAKPOINT_KEYS.map((bp) => [bp, flow(modules, HOME_COLUMNS[bp])])),
  };
}

const isKey = (value: unknown): value is DashboardModuleKey =>
  typeof value === 'string' && dashboardModule(value) !== undefined;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One breakpoint's items kept from what was saved (known, kept, once each, sizes within limits), then the rest. */
function mergeBreakpoint(saved: unknown, modules: readonly DashboardModuleKey[], cols: number) {
  const kept: HomeLayoutItem[] = [];
  for (const raw of Array.isArray(saved) ? saved : []) {
    if (!isObject(raw) || !isKey(raw.i) || !modules.includes(raw.i) || kept.some((item) => item.i === raw.i))
      continue;
    const numbers = [raw.x, raw.y, raw.w, raw.h];
    if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) continue;
    const limits = sizeLimits(dashboardModule(raw.i)!, cols);
    const w = clamp(raw.w as number, limits.minW, limits.maxW);
    kept.push({
      i: raw.i,
      w,
      h: clamp(raw.h as number, limits.minH, limits.maxH),
      x: clamp(raw.x as number, 0, cols - w),
      y: clamp(raw.y as number, 0, HOME_MAX_ROW),
    });
  }
  const missing = modules.filter((key) => !kept.some((item) => item.i === key));
  return [...kept, ...flow(missing, cols, bottom(kept))];
}

/**
 * The layout to show from a saved `homeLayout` preference (anything, it may be old or hand-made): unknown modules
 * dropped, sizes brought within the catalogue's limits, modules without a place on a breakpoint put at its end;
 * nothing saved gives the default layout.
 *
 * @example
 * mergeHomeLayout(undefined); // defaultHomeLayout()
 * mergeHomeLayout({ modules: ['media-queue', 'gone'], layouts: {} }).modules; // ['media-queue']
 */
export function mergeHomeLayout(saved: unknown): HomeLayout {
  if (!isObject(saved) || !Array.isArray(saved.modules)) return defaultHomeLayout();
  const modules = [...new Set(saved.modules.filter(isKey))];
  const layouts = isObject(saved.layouts) ? saved.layouts : {};
  return {
    modules,
    layouts: Object.fromEntries(
      HOME_BREAKPOINT_KEYS.map((bp) => [bp, mergeBreakpoint(layouts[bp], modules, HOME_COLUMNS[bp])]),
    ),
  };
}

/**
 * The layout with a module added at the end of every breakpoint, at its default size (no change if it is there).
 *
 * @example
 * withModule(layout, 'media-queue');
 */
export function withModule(layout: HomeLayout, key: DashboardModuleKey): HomeLayout {
  if (layout.modules.includes(key)) return layout;
  return mergeHomeLayout({ ...layout, modules: [...layout.modules, key] });
}

/**
 * The layout without a module.
 *
 * @example
 * withoutModule(layout, 'media-queue');
 */
export function withoutModule(layout: HomeLayout, key: DashboardModuleKey): HomeLayout {
  return mergeHomeLayout({ ...layout, modules: layout.modules.filter((module) => module !== key) });
}

const item = z
  .object({
    i: z.enum(DASHBOARD_MODULE_KEYS),
    x: z.number().int().min(0),
    y: z.number().int().min(0).max(HOME_MAX_ROW),
    w: z.number().int().min(1),
    h: z.number().int().min(1),
  })
  .strict();

/** What PUT /account/preferences accepts as `homeLayout`: known modules once each, sizes within their limits. */
export const homeLayoutSchema = z
  .object({
    modules: z.array(z.enum(DASHBOARD_MODULE_KEYS)).max(DASHBOARD_MODULE_KEYS.length),
    layouts: z.partialRecord(z.enum(HOME_BREAKPOINT_KEYS), z.array(item).max(DASHBOARD_MODULE_KEYS.length)),
  })
  .strict()
  .superRefine((layout, ctx) => {
    if (new Set(layout.modules).size !== layout.modules.length)
      ctx.addIssue({ code: 'custom', path: ['modules'], message: 'A module is listed twice' });
    for (const bp of HOME_BREAKPOINT_KEYS) {
      const cols = HOME_COLUMNS[bp];
      const seen = new Set<string>();
      (layout.layouts[bp] ?? []).forEach((placed, index) => {
        const path = ['layouts', bp, index];
        const limits = sizeLimits(dashboardModule(placed.i)!, cols);
        if (seen.has(placed.i))
          ctx.addIssue({ code: 'custom', path, message: `${placed.i} is placed twice` });
        seen.add(placed.i);
        if (!layout.modules.includes(placed.i))
          ctx.addIssue({ code: 'custom', path, message: `${placed.i} is placed but not among the modules` });
        if (placed.w < limits.minW || placed.w > limits.maxW)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'w'],
            message: `Width must be between ${limits.minW} and ${limits.maxW} on ${bp}`,
          });
        if (placed.h < limits.minH || placed.h > limits.maxH)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'h'],
            message: `Height must be between ${limits.minH} and ${limits.maxH}`,
          });
        if (placed.x + placed.w > cols)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'x'],
            message: `The module runs past the ${cols} columns of ${bp}`,
          });
      });
    }
  });
