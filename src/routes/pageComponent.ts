import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

const Placeholder = lazy(() => import('../pages/placeholder/PlaceholderPage'));

/**
 * The code of each custom page, loaded when its route is entered. A page not listed yet shows the placeholder;
 * a later issue adds `key: lazy(() => import('../pages/…'))` here.
 */
const PAGE_COMPONENTS: Partial<Record<string, LazyPage>> = {
  dashboard: lazy(() => import('../pages/home/HomePage')),
};

export function pageComponent(key: string): LazyPage {
  return PAGE_COMPONENTS[key] ?? Placeholder;
}
