import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the component's module is fetched when it first renders.
 *
 * @example
 * const ChoicePicker = lazyExport(() => import('./ChoicePicker').then((module) => module.ChoicePicker));
 */
export function lazyExport<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}
