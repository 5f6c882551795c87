import { preloadableLazy, type PreloadableComponent } from '../lib/preloadableLazy';
import { PLACEHOLDER_PAGES } from '../navigation/placeholderPages';
import { loadPlaceholder, PAGE_LOADERS, type PageLoader } from './pageLoaders';

const components = new Map<PageLoader, PreloadableComponent<object>>();
const placeholders = new Set(PLACEHOLDER_PAGES.map((page) => page.key));

/**
 * The lazily loaded component of a custom page: its code from PAGE_LOADERS, or the placeholder for a page of
 * PLACEHOLDER_PAGES (not built yet); one component per loader.
 *
 * @example
 * const Page = pageComponent('vat');
 */
export function pageComponent(key: string): PreloadableComponent<object> {
  const loader = placeholders.has(key) ? loadPlaceholder : PAGE_LOADERS[key];
  if (!loader)
    throw new Error(`Page ${key} has no code: add it to PAGE_LOADERS, or to PLACEHOLDER_PAGES until built`);
  const known = components.get(loader);
  if (known) return known;
  const component = preloadableLazy(loader);
  components.set(loader, component);
  return component;
}
