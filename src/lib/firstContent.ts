/** Past this, what waits for the first content goes ahead anyway (a page that never settles). */
const LONGEST_HOLD_MS = 15_000;

let shown: Promise<void> = Promise.resolve();
let release = () => {};

/**
 * Start-up marks that a first page is on its way: code that no first page needs (the socket's client, autocomplete
 * pickers, menu icons) then waits for {@link firstContentShown}, so it is neither fetched nor run while the first
 * rows render. Until something holds it, the first content counts as shown (unit tests, public pages).
 */
export function holdFirstContent(): void {
  shown = new Promise((resolve) => {
    release = resolve;
    setTimeout(resolve, LONGEST_HOLD_MS);
  });
}

/** The first page has shown its content: what waited for it may load now. */
export function firstContentShown(): void {
  release();
}

/**
 * A loader that starts once the first content is shown.
 *
 * @example
 * const ChoicePicker = lazyExport(afterFirstContent(() => import('./ChoicePicker').then((m) => m.ChoicePicker)));
 */
export function afterFirstContent<T>(load: () => Promise<T>): () => Promise<T> {
  return () => shown.then(load);
}
