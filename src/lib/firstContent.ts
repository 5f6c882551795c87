import { loadOnce } from './loadOnce';

/** Past this, what waits for the first content goes ahead anyway (a page that never settles). */
const LONGEST_HOLD_MS = 15_000;

let shown: Promise<void> | undefined;
let release = () => {};

/** A task of its own: a timer's, which the browser may run after a frame or an input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
 * A loader that starts once the first content is shown, in a task of its own: released together in one task, the
 * dozen loads waiting for it (each `import()` adding a preload link per chunk it needs) were one 47 ms task on this
 * 2-core machine, some 140 ms of blocking time on Lighthouse's simulated phone.
 *
 * @example
 * const ChoicePicker = lazyExport(afterFirstContent(() => import('./ChoicePicker').then((m) => m.ChoicePicker)));
 */
export function afterFirstContent<T>(load: () => Promise<T>): () => Promise<T> {
  return () => (shown ? shown.then(nextTask) : Promise.resolve()).then(load);
}

/**
 * afterFirstContent, but started at most `atMostMs` after it is asked: for code whose part a person waits to see
 * (the sidebar's entries, a select). A page that asks for no data (a refusal, an error page) marks its first content
 * shown only after the data wait gives up (prefetchPages), where those parts would otherwise stay missing.
 *
 * @example
 * const MenuEntries = lazyExport(soonAfterFirstContent(() => import('./MenuEntries').then((m) => m.MenuEntries), 1000));
 */
export function soonAfterFirstContent<T>(load: () => Promise<T>, atMostMs: number): () => Promise<T> {
  // Whichever way starts it, the other finds it under way (a failed fetch is tried again).
  const code = loadOnce(load);
  const whenShown = afterFirstContent(code.load);
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, atMostMs))).then(code.load);
    return Promise.race([whenShown().finally(() => clearTimeout(timer)), late]);
  };
}
