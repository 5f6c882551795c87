import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STAND_IN = fileURLToPath(new URL('../../src/lib/shims/muiTextFieldSelect.tsx', import.meta.url));
const TEXT_FIELD = '/@mui/material/esm/TextField/TextField.js';

/**
 * MUI's TextField imports Select for its `select` prop, and with it Menu, Popover, Modal and the focus trap: every
 * page with a text field loaded them before its first content, though none opens a select by then. For TextField
 * alone (MUI's own pagination, menus and our pages keep the real import), that import resolves to a stand-in that
 * shows the closed select and fetches MUI's once the first content is shown (src/lib/shims/muiTextFieldSelect.tsx).
 * Dependency pre-bundling (`npm run dev`) and the unit tests keep the real import.
 */
export function muiTextFieldSelect(): Plugin {
  return {
    name: 'mui-text-field-select',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../Select/index.js' && importer?.endsWith(TEXT_FIELD) ? STAND_IN : null;
    },
  };
}
