import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the module (once); the component renders it directly from then on. */
  preload: () => Promise<unknown>;
  /** Whether the module is in, so the component renders without suspending. */
  loaded: () => boolean;
};

/**
 * Like React.lazy, but the module can be fetched ahead of rendering, and once it is in, the component is rendered
 * directly instead of through a suspending lazy wrapper. React holds back revealing a Suspense boundary's content
 * for up to 300 ms after its fallback showed, so a first page whose code was preloaded must not suspend at all.
 *
 * @example
 * const LoginPage = preloadableLazy(() => import('../pages/login/LoginPage'));
 * await LoginPage.preload(); // then <LoginPage /> renders without a fallback
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  const code = loadOnce(load);
  const Lazy = lazy(code.load);
  function Preloadable(props: P) {
    // The type stays what it was at mount: React may resume a suspended lazy wrapper on its own once its module is
    // in, and switching that element to the module itself would remount it, losing its state (a snackbar its
    // notification, which it had already taken from react-admin's queue).
    const [type] = useState<ComponentType<P>>(() => code.current()?.default ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(Preloadable, { preload: code.load, loaded: () => code.current() !== undefined });
}
