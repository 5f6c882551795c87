import { fileURLToPath } from 'node:url';

/**
 * ra-core's default router binding resolved to the dashboard's own router (src/routing): ra-core imports
 * react-router through that one file only, so react-router (30 kB gzip of every page's first JS) is left out of
 * the app. The component tests do the same their own way (vitest.config.ts, raCoreRouterInTests).
 */
export const RA_CORE_ROUTER = {
  find: /^\.\/adapters\/reactRouterProvider\.js$/,
  replacement: fileURLToPath(new URL('../../src/routing/raCoreRouterAdapter.ts', import.meta.url)),
};
