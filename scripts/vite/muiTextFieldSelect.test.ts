import { describe, expect, it } from 'vitest';
import { muiTextFieldSelect } from './muiTextFieldSelect';

type Resolve = (source: string, importer?: string) => string | null;
const resolve = muiTextFieldSelect().resolveId as unknown as Resolve;
const mui = '/app/node_modules/@mui/material/esm';

describe('muiTextFieldSelect', () => {
  it("resolves TextField's import of Select to the stand-in", () => {
    expect(resolve('../Select/index.js', `${mui}/TextField/TextField.js`)).toMatch(
      /src\/lib\/shims\/muiTextFieldSelect\.tsx$/,
    );
  });

  it("leaves every other module's import of Select alone", () => {
    expect(resolve('../Select/index.js', `${mui}/TablePagination/TablePagination.js`)).toBeNull();
    expect(resolve('@mui/material/Select', '/app/src/lib/RowsPerPageSelect.tsx')).toBeNull();
    expect(resolve('../Select/index.js')).toBeNull();
  });
});
