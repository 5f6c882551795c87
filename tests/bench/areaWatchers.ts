// Run in the page before its own scripts (Playwright's addInitScript), so it stands alone: no imports and no named
// inner functions (see pageWatchers.ts).

/** Content that means a page's real data shows: an element matching `selector` whose text (or value) holds `text`. */
export interface Content {
  selector: string;
  text: string;
}

/**
 * Stamps `benchContent` with the moment `content` first shows, from navigation start, looking every 10 ms: unlike
 * watchForReady's mutation observer this also sees a controlled input's value, which changes with no mutation (a
 * record's form shows its data in its inputs).
 */
export function watchForContent({ selector, text }: Content) {
  const timer = setInterval(() => {
    const shown = [...document.querySelectorAll(selector)].some((element) =>
      `${element.textContent ?? ''} ${(element as HTMLInputElement).value ?? ''}`.includes(text),
    );
    if (!shown) return;
    clearInterval(timer);
    Object.assign(window, { benchContent: performance.now() });
  }, 10);
}
