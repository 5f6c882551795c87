import type { ComponentType } from 'react';
import { preloadableLazy } from './preloadableLazy';

/**
 * preloadableLazy for a named export: the component's module is fetched when it first renders (or on `preload()`),
 * tried again after a failed fetch, and rendered directly once it is in.
 *
 * @example
 * const ChoicePicker = lazyExport(() => import('./ChoicePicker').then((module) => module.ChoicePicker));
 */
export function lazyExport<P extends object>(load: () => Promise<ComponentType<P>>) {
  return preloadableLazy<P>(() => load().then((component) => ({ default: component })));
}
