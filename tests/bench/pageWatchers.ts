// Functions the bench runs in a page before the page's own scripts (Playwright's addInitScript): each is sent
// as source, so it must stand alone, with no imports and no named inner functions (tsx would wrap them in a
// `__name` helper the page does not have).

/** A page is ready when this selector matches an element holding this text. */
export interface Ready {
  selector: string;
  text: string;
}

/** Stamps the moment `ready` first matches, measured from navigation start, and the scripts fetched by then. */
export function watchForReady({ selector, text }: Ready) {
  const observer = new MutationObserver(() => {
    const elements = [...document.querySelectorAll(selector)];
    if (!elements.some((element) => element.textContent?.includes(text))) return;
    observer.disconnect();
    const at = performance.now();
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= at)
      .map((entry) => new URL(entry.name).pathname);
    Object.assign(window, { benchReady: { ms: at, scripts } });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The last LCP candidate, the layout shifts not caused by input (their sum, and each with the element that moved
 * most, as `0.025 div.MuiToolbar-root "Save…" 255 px down`), and the duration of every interaction (Event Timing,
 * the measure INP takes its worst from).
 */
export function watchVitals() {
  const vitals = { lcp: 0, cls: 0, shifts: [] as string[], interactions: [] as number[] };
  Object.assign(window, { benchVitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      // Each source's move once, the largest kept (inline arrows only: this function is sent as source).
      const moved = (entry.sources ?? [])
        .map((source) => ({
          node: source.node,
          dy: Math.round(source.currentRect.y - source.previousRect.y),
          dx: Math.round(source.currentRect.x - source.previousRect.x),
        }))
        .reduce<{ node?: Node | null; dy: number; dx: number } | undefined>(
          (most, move) =>
            !most || Math.abs(move.dy) + Math.abs(move.dx) > Math.abs(most.dy) + Math.abs(most.dx)
              ? move
              : most,
          undefined,
        );
      const element = moved?.node instanceof Element ? moved.node : null;
      const dy = moved?.dy ?? 0;
      const dx = moved?.dx ?? 0;
      vitals.shifts.push(
        `${entry.value.toFixed(3)} ` +
          (element
            ? `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} "${(element.textContent ?? '').slice(0, 24)}…" ` +
              (dy
                ? `${Math.abs(dy)} px ${dy > 0 ? 'down' : 'up'}`
                : `${Math.abs(dx)} px ${dx > 0 ? 'right' : 'left'}`)
            : 'an element no longer in the page'),
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      if (entry.interactionId) vitals.interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Every long task (over 50 ms) as [start, duration]. */
export function watchLongTasks() {
  const tasks: [number, number][] = [];
  Object.assign(window, { benchLongTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}
