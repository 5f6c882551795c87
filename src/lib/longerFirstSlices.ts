import { unstable_forceFrameRate } from 'scheduler';
import { afterFirstContent } from './firstContent';

/**
 * React's time-sliced work yields every 1000 / FIRST_RENDER_FPS ms until the first content is shown, instead of every
 * 5: between slices the browser may draw a frame of the server's shell, some 10-25 ms each at 4× CPU, which held the
 * first list rows back ~7 % (median of 50 cold visits each way: 1770 → 1635 ms). Slices of 33 ms stay under a long
 * task's 50 ms. Once the first content is shown, React's own 5 ms again, for the sake of the interactions that follow.
 */
export const FIRST_RENDER_FPS = 30;

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
