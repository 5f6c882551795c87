import { unstable_forceFrameRate } from 'scheduler';
import { afterFirstContent } from './firstContent';

/**
 * React's time-sliced work yields every 1000 / FIRST_RENDER_FPS ms until the first content is shown, instead of every
 * 5: between slices the browser may draw a frame of the server's shell, some 10-25 ms each at 4× CPU, which held the
 * first list rows back (50 cold visits each way, 5 ms against 33 ms slices: 1770 → 1635 ms). Not 33 ms, though:
 * Lighthouse's simulated phone counts each slice four times over, and 33 ms slices became 130 ms tasks, some 80 ms of
 * blocking time each. 12 ms slices (80 fps) stay under its 50 ms: total blocking time 1,580 → 1,260 ms (median of 3
 * runs each), the first row at 4× CPU unchanged (2,908 → 2,793 ms, median of 7 visits). Once the first content is
 * shown, React's own 5 ms again, for the sake of the interactions that follow.
 */
export const FIRST_RENDER_FPS = 80;

/**
 * Lengthens React's slices for the first page's render (see FIRST_RENDER_FPS); resolves once they are back to
 * React's own.
 *
 * @example
 * void longerFirstSlices();
 * startTransition(() => root.render(<App />));
 */
export function longerFirstSlices(): Promise<void> {
  unstable_forceFrameRate(FIRST_RENDER_FPS);
  return afterFirstContent(async () => unstable_forceFrameRate(0))();
}
