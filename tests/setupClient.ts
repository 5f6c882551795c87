import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import CSSPropertySetParser from 'happy-dom/lib/css/declaration/property-manager/parsers/CSSPropertySetParser.js';
import { afterEach } from 'vitest';
import { historyRouterProvider } from '../src/routing/historyRouterProvider';

// happy-dom drops valid `display: table-…` values (table-cell…), so a table head shown at this width read as hidden.
const TABLE_DISPLAY =
  /^(inline-table|table-(caption|cell|column|column-group|footer-group|header-group|row-group))$/;
const getDisplay = CSSPropertySetParser.getDisplay.bind(CSSPropertySetParser);
CSSPropertySetParser.getDisplay = (value, important) =>
  TABLE_DISPLAY.test(value.toLowerCase())
    ? { display: { value: value.toLowerCase(), important } }
    : getDisplay(value, important);

// ra-core's default router binding, as the app's build has it (vitest.config.ts, raCoreRouterInTests).
Object.assign(globalThis, { dashboardRouterProvider: historyRouterProvider });

// findBy… and waitFor give up after this long: a busy machine renders slower, and a passing test never waits it out.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A contract test may run in the node environment (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
});
