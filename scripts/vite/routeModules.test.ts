import { describe, expect, it } from 'vitest';
import { routeModules, type ProbeChunk } from './routeModules';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): ProbeChunk => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

const probe = [
  chunk('index.js', ['/app/src/main.tsx', '\0vite/preload-helper'], ['shared-a.js'], true),
  chunk('shared-a.js', ['/app/node_modules/react/index.js']),
  chunk('LoginPage.js', ['/app/src/pages/login/LoginPage.tsx'], ['shared-a.js', 'shared-b.js']),
  chunk('shared-b.js', ['/app/node_modules/form/index.js']),
  chunk('AppLayout.js', ['/app/src/routes/AppLayout.tsx'], ['shared-a.js', 'shared-c.js']),
  chunk('shared-c.js', ['/app/node_modules/menu/index.js']),
  chunk('listScreen.js', ['/app/src/routes/listScreen.ts'], ['shared-c.js', 'shared-d.js']),
  chunk('shared-d.js', ['/app/node_modules/table/index.js']),
  chunk('ChartPage.js', ['/app/src/pages/ChartPage.tsx'], ['shared-a.js']),
];

describe('routeModules', () => {
  it("gives each group the modules of its roots' chunks and their imports, less what an earlier group took", () => {
    const groups = routeModules(probe, [
      { name: 'boot', entry: true, roots: ['src/pages/login/LoginPage.tsx'] },
      { name: 'layout', roots: ['src/routes/AppLayout.tsx'] },
      { name: 'list', roots: ['src/routes/listScreen.ts'] },
    ]);
    expect([...groups.get('boot')!].sort()).toEqual([
      '/app/node_modules/form/index.js',
      '/app/node_modules/react/index.js',
      '/app/src/main.tsx',
      '/app/src/pages/login/LoginPage.tsx',
    ]);
    expect([...groups.get('layout')!].sort()).toEqual([
      '/app/node_modules/menu/index.js',
      '/app/src/routes/AppLayout.tsx',
    ]);
    expect([...groups.get('list')!].sort()).toEqual([
      '/app/node_modules/table/index.js',
      '/app/src/routes/listScreen.ts',
    ]);
  });

  it('splits a screen in two with sharedWith: what pages under a folder load too, then the rest', () => {
    const withPage = [
      ...probe.filter((one) => one.fileName !== 'ChartPage.js'),
      chunk('ChartPage.js', ['/app/src/pages/ChartPage.tsx'], ['shared-a.js', 'shared-d.js']),
      chunk('shared-e.js', ['/app/node_modules/pager/index.js']),
    ].map((one) =>
      one.fileName === 'listScreen.js' ? { ...one, imports: [...one.imports, 'shared-e.js'] } : one,
    );
    const groups = routeModules(withPage, [
      { name: 'list-shared', roots: ['src/routes/listScreen.ts'], sharedWith: 'src/pages/' },
      { name: 'list', roots: ['src/routes/listScreen.ts'] },
    ]);
    expect([...groups.get('list-shared')!]).toEqual(['/app/node_modules/table/index.js']);
    expect([...groups.get('list')!].sort()).toEqual([
      '/app/node_modules/menu/index.js',
      '/app/node_modules/pager/index.js',
      '/app/src/routes/listScreen.ts',
    ]);
  });

  it('takes with several sharedWith places only what each of them loads', () => {
    const withEdit = [
      ...probe.filter((one) => one.fileName !== 'ChartPage.js'),
      chunk('ChartPage.js', ['/app/src/pages/ChartPage.tsx'], ['shared-d.js', 'shared-e.js']),
      chunk('shared-e.js', ['/app/node_modules/pager/index.js']),
      chunk('EditPage.js', ['/app/src/schema/EditPage.tsx'], ['shared-d.js']),
    ].map((one) =>
      one.fileName === 'listScreen.js' ? { ...one, imports: [...one.imports, 'shared-e.js'] } : one,
    );
    const groups = routeModules(withEdit, [
      {
        name: 'list-shared-record',
        roots: ['src/routes/listScreen.ts'],
        sharedWith: ['src/pages/', 'src/schema/EditPage.tsx'],
      },
      { name: 'list-shared', roots: ['src/routes/listScreen.ts'], sharedWith: 'src/pages/' },
    ]);
    expect([...groups.get('list-shared-record')!]).toEqual(['/app/node_modules/table/index.js']);
    expect([...groups.get('list-shared')!]).toEqual(['/app/node_modules/pager/index.js']);
  });

  it("keeps a screen's own code apart with apartFrom: what no page under a folder loads", () => {
    const withEdit = [
      ...probe,
      chunk('EditPage.js', ['/app/src/schema/EditPage.tsx'], ['shared-a.js', 'shared-d.js', 'shared-f.js']),
      chunk('shared-f.js', ['/app/node_modules/form/inputs.js']),
      chunk('FormPage.js', ['/app/src/pages/FormPage.tsx'], ['shared-d.js']),
    ];
    const groups = routeModules(withEdit, [
      { name: 'boot', entry: true, roots: [] },
      { name: 'record', roots: ['src/schema/EditPage.tsx'], apartFrom: 'src/pages/' },
    ]);
    expect([...groups.get('record')!].sort()).toEqual([
      '/app/node_modules/form/inputs.js',
      '/app/src/schema/EditPage.tsx',
    ]);
  });

  it('names a sharedWith folder that holds no module of the build', () => {
    expect(() =>
      routeModules(probe, [
        { name: 'list', roots: ['src/routes/listScreen.ts'], sharedWith: 'src/screens/' },
      ]),
    ).toThrow('Route chunks: no module under src/screens/ in the build');
  });

  it('leaves virtual modules and unrelated screens to the default chunking', () => {
    const boot = routeModules(probe, [{ name: 'boot', entry: true, roots: [] }]).get('boot')!;
    expect(boot).not.toContain('\0vite/preload-helper');
    expect(boot).not.toContain('/app/src/pages/ChartPage.tsx');
  });

  it('names a root that is not in the build, so a moved file cannot silently undo the grouping', () => {
    expect(() => routeModules(probe, [{ name: 'list', roots: ['src/routes/ListScreen.tsx'] }])).toThrow(
      'Route chunk list: no module src/routes/ListScreen.tsx in the build',
    );
  });
});
