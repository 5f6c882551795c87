import createCache, { type EmotionCache } from '@emotion/cache';

interface HeldRules {
  /** From now on the sheet holds its new rules until writeHeldRules (src/lib/shims/emotionInsertion.ts). */
  holdRulesUntilCommit: () => void;
  /** Writes the rules held so far into the page, as one <style> element after the sheet's others. */
  writeHeldRules: () => void;
}

/**
 * The app's emotion cache. In the built app its rules are compiled as components render and written by the commit
 * that draws them, all as one <style> element (src/lib/shims/emotionInsertion.ts): the first list page's commit was
 * ~85 % emotion, half stylis compiling ~400 rules and half as many insertRule calls, a 50-75 ms task that React
 * cannot split (four times that on Lighthouse's phone). Written as each component rendered instead, the rules changed
 * the page's styles in every frame drawn between the render's slices, and the first rows came later (3.1 → 3.5 s at
 * 4× CPU). Without the shim (unit tests) the sheet inserts each rule as emotion does.
 */
export const emotionCache: EmotionCache & HeldRules = Object.assign(createCache({ key: 'css' }), {
  holdRulesUntilCommit,
  writeHeldRules,
});

let held: string[] | null = null;
const insertNow = emotionCache.sheet.insert.bind(emotionCache.sheet);
emotionCache.sheet.insert = (rule: string) => {
  if (held) held.push(rule);
  else insertNow(rule);
};

function holdRulesUntilCommit(): void {
  held ??= [];
}

function writeHeldRules(): void {
  if (!held?.length) return;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', emotionCache.key);
  style.textContent = held.join('');
  held = [];
  // hydrate places the element after the sheet's last one, where an insertRule into that one would have gone.
  emotionCache.sheet.hydrate([style]);
}
