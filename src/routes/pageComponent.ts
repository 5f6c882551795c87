import { preloadableLazy, type PreloadableComponent } from '../lib/preloadableLazy';
import { PAGE_LOADERS, type PageLoader } from './pageLoaders';

const components = new Map<PageLoader, PreloadableComponent<object>>();

/**
 * The lazily loaded component of a custom page, its code from PAGE_LOADERS; one component per loader.
 *
 * @example
 * const Page = pageComponent('vat');
 */
export function pageComponent(key: string): PreloadableComponent<object> {
  const loader = PAGE_LOADERS[key];
  if (!loader) throw new Error(`Page ${key} has no code: add it to PAGE_LOADERS`);
  const known = components.get(loader);
  if (known) return known;
  const component = preloadableLazy(loader);
  components.set(loader, component);
  return component;
}
