import { afterEach, describe, expect, it, vi } from 'vitest';
import { unstable_forceFrameRate } from 'scheduler';
import { firstContentShown, holdFirstContent } from './firstContent';
import { FIRST_RENDER_FPS, longerFirstSlices } from './longerFirstSlices';

vi.mock('scheduler', () => ({ unstable_forceFrameRate: vi.fn() }));

afterEach(() => vi.mocked(unstable_forceFrameRate).mockClear());

describe('longerFirstSlices', () => {
  it("slices the first page's render at FIRST_RENDER_FPS, and puts React's own back once its content is shown", async () => {
    holdFirstContent();
    const restored = longerFirstSlices();
    expect(vi.mocked(unstable_forceFrameRate).mock.calls).toEqual([[FIRST_RENDER_FPS]]);
    await Promise.resolve();
    expect(vi.mocked(unstable_forceFrameRate).mock.calls).toEqual([[FIRST_RENDER_FPS]]);
    firstContentShown();
    await restored;
    expect(vi.mocked(unstable_forceFrameRate).mock.calls).toEqual([[FIRST_RENDER_FPS], [0]]);
  });
});
