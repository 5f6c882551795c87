import { describe, expect, it } from 'vitest';
import { defaultHomeLayout } from '../../../contract/dashboard/homeLayout';
import { gridLayouts, nudged, withGridLayout } from './gridLayouts';

describe('the grid layouts of a home layout', () => {
  it('gives each item its size limits on its breakpoint', () => {
    const layouts = gridLayouts(defaultHomeLayout());
    expect(layouts.lg?.find((item) => item.i === 'audit-events')).toMatchObject({
      minW: 4,
      maxW: 12,
      minH: 3,
    });
    expect(layouts.xs?.find((item) => item.i === 'audit-events')).toMatchObject({ w: 1, minW: 1, maxW: 1 });
  });

  it('keeps only the places of what the grid hands back, within the limits, other breakpoints unchanged', () => {
    const layout = defaultHomeLayout();
    const moved = withGridLayout(layout, 'md', [
      { i: 'live-cams', x: 2, y: 0, w: 5, h: 3, moved: false, static: false } as never,
      { i: 'media-queue', x: 0, y: 0, w: 1, h: 1 },
    ]);
    expect(moved.layouts.md?.slice(0, 2)).toEqual([
      { i: 'live-cams', x: 2, y: 0, w: 5, h: 3 },
      { i: 'media-queue', x: 0, y: 0, w: 2, h: 2 },
    ]);
    expect(moved.layouts.md).toHaveLength(layout.modules.length);
    expect(moved.layouts.lg).toEqual(layout.layouts.lg);
  });
});

describe('a size step from the keyboard', () => {
  it('grows and shrinks a module within its limits, a module at the right edge to the left', () => {
    const layout = defaultHomeLayout();
    const wider = nudged(layout, 'lg', 'media-queue', 'wider');
    expect(wider.layouts.lg?.find((item) => item.i === 'media-queue')).toEqual({
      i: 'media-queue',
      x: 8,
      y: 0,
      w: 4,
      h: 2,
    });
    const taller = nudged(layout, 'lg', 'live-cams', 'taller');
    expect(taller.layouts.lg?.[0]).toEqual({ i: 'live-cams', x: 0, y: 0, w: 3, h: 3 });
    const narrower = nudged(nudged(layout, 'lg', 'live-cams', 'narrower'), 'lg', 'live-cams', 'narrower');
    expect(narrower.layouts.lg?.[0]).toMatchObject({ w: 2 });
    expect(nudged(layout, 'xs', 'live-cams', 'wider').layouts.xs?.[0]).toMatchObject({ x: 0, w: 1 });
    expect(nudged(layout, 'lg', 'live-cams', 'shorter').layouts.lg?.[0]).toMatchObject({ h: 2 });
  });
});
