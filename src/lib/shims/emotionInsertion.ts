import { useInsertionEffect } from 'react';
import { emotionCache } from '../emotionCache';

// Aliased in for @emotion/use-insertion-effect-with-fallbacks by the app's build (vite.config.ts), and only there:
// from here on the app's emotion cache holds each rule until the commit that draws it.
emotionCache.holdRulesUntilCommit();

/**
 * Emotion's styled components and `css` insert their rules through this hook: as React's insertion effect, the rules
 * were compiled (stylis) inside the commit, which React cannot split. Compiled as the component renders, as emotion
 * does without insertion effects, that work goes with the render's time slices, and the commit writes what the
 * render compiled (emotionCache). A rule is compiled once however often it renders (emotion's cache).
 */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
  useInsertionEffect(emotionCache.writeHeldRules);
}

/** Emotion's <Global> styles stay an insertion effect: they replace their own sheet's rules and undo on unmount. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
