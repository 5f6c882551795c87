import type { CustomPage } from './CustomPage';

/**
 * The pages not built yet, each shown as a placeholder that names it ('This page is being built.') at its path,
 * in its menu place and behind its role, so the menu is whole meanwhile. Building one moves it out of this list:
 * into CUSTOM_PAGES with its code in PAGE_LOADERS, or into a resource definition that serves its path. This list
 * shrinks to nothing as the areas are built.
 */
export const PLACEHOLDER_PAGES: readonly CustomPage[] = [];
