import { preloadableLazy, type PreloadableComponent } from '../lib/preloadableLazy';
import { loadPlaceholder, PAGE_LOADERS, type PageLoader } from './pageLoaders';

const components = new Map<PageLoader, PreloadableComponent<object>>();

/**
 * The lazily loaded component of a page (the placeholder for pages not built yet), one per loader.
 *
 * @example
 * const Page = pageComponent('redis');
 */
export function pageComponent(key: string): PreloadableComponent<object> {
  const loader = PAGE_LOADERS[key] ?? loadPlaceholder;
  const known = components.get(loader);
  if (known) return known;
  const component = preloadableLazy(loader);
  components.set(loader, component);
  return component;
}
