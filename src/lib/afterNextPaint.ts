/**
 * Calls back in a task of its own after the browser's next paint (a frame, then a timer): what starts there neither
 * lengthens the task drawing the page nor holds back its paint. Returns what cancels it.
 *
 * @example
 * const cancel = afterNextPaint(() => void LaterPart.preload());
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
