// React's scheduler ships no types; the dashboard uses this one function of it (longerFirstSlices.ts).
declare module 'scheduler' {
  /** Sets how long React's time-sliced work runs before yielding: 1000 / fps ms; 0 puts back its 5 ms. */
  export function unstable_forceFrameRate(fps: number): void;
}
