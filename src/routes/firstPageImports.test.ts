import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const STATIC_IMPORT =
  /^\s*(?:import|export)\s(?!type\b)([^'"]*?)from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The names of `import { A, type B, C as D }`: A and C. */
const importedNames = (clause: string) =>
  (clause.match(/\{([^}]*)\}/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);

/**
 * The packages a module and everything it imports statically (not `import()`, not `import type`) import, each with
 * the first module importing it; `names` holds the names imported from each (`'@mui/material#TextField'`).
 */
function packagesReached(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = (match[2] ?? match[3])!;
      if (specifier.startsWith('.')) {
        const next = resolveFile(file, specifier);
        if (next) visit(next);
        continue;
      }
      const importer = file.slice(root.length + 1);
      if (!packages.has(specifier)) packages.set(specifier, importer);
      for (const name of importedNames(match[1] ?? ''))
        if (!packages.has(`${specifier}#${name}`)) packages.set(`${specifier}#${name}`, importer);
    }
  };
  entries.forEach((entry) => visit(join(root, entry)));
  return packages;
}

// The first pages' chunks (vite.config.ts, routeChunks): what they import statically, every first visit loads.
describe('the code a first page loads', () => {
  const reached = packagesReached([
    'src/main.tsx',
    'src/renderApp.tsx',
    'src/pages/login/LoginPage.tsx',
    'src/routes/AppLayout.tsx',
    'src/routes/appDataProvider.ts',
    'src/routes/listScreen.ts',
  ]);

  it('leaves zod out: the API schemas are for forms and pages loaded later', () => {
    expect(reached.get('zod')).toBeUndefined();
  });

  // TablePagination and TextField import Select (Menu, Popover, Modal, focus trap); react-admin's Notification and
  // Pagination are a Snackbar and a TablePagination, its Title imports its title editor (a TextField in a Popover)
  // and its Error that Title: PaginationBar, PlainTextField, PageTitle, PageError and a lazy snackbar stand in.
  it('leaves MUI’s Select out: no TablePagination, Snackbar or TextField, nor react-admin’s parts made of them', () => {
    const heavy = [
      ...['Select', 'TablePagination', 'Snackbar', 'Menu', 'Popover', 'TextField'].flatMap((name) => [
        `@mui/material#${name}`,
        `@mui/material/${name}`,
      ]),
      ...['Notification', 'Pagination', 'TextInput', 'SelectInput', 'Title', 'Error'].map(
        (name) => `react-admin#${name}`,
      ),
    ];
    expect(heavy.filter((key) => reached.has(key)).map((key) => `${key} (${reached.get(key)})`)).toEqual([]);
  });

  // No first paint shows a tooltip: DeferredTooltip loads MUI's after the first content, and our create button and
  // head cell stand in for react-admin's, which import it (its Button, DataTableHeadCell).
  it('leaves MUI’s Tooltip (Popper, popper.js) out', () => {
    const tooltips = [
      '@mui/material#Tooltip',
      '@mui/material/Tooltip',
      ...['Button', 'CreateButton', 'DataTableHeadCell'].map((name) => `react-admin#${name}`),
    ];
    expect(tooltips.filter((key) => reached.has(key)).map((key) => `${key} (${reached.get(key)})`)).toEqual(
      [],
    );
  });
});

// A record's page preloads its screen and all it imports statically (vite.config.ts): what only some records or a
// first check need comes later.
describe("the code a record's page loads", () => {
  const reached = packagesReached(['src/schema/views/ResourceEditPage.tsx']);

  it("leaves zod out: the form's checks, the reveal dialog and the bank change panel fetch it", () => {
    expect(reached.get('zod')).toBeUndefined();
  });

  it('leaves react-admin’s image and file inputs (react-dropzone) and MUI’s Tooltip out', () => {
    const heavy = [
      'react-dropzone',
      '@mui/material#Tooltip',
      '@mui/material/Tooltip',
      ...['ImageInput', 'FileInput'].map((name) => `react-admin#${name}`),
    ];
    expect(heavy.filter((key) => reached.has(key)).map((key) => `${key} (${reached.get(key)})`)).toEqual([]);
  });
});
