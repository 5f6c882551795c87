import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeChunks } from './routeChunks';

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  name,
  fileName: `assets/${name}-hash.js`,
  imports,
  isEntry,
});

const bundle = Object.fromEntries(
  [chunk('index', ['assets/runtime-hash.js'], true), chunk('runtime'), chunk('dom'), chunk('layout')].map(
    (item) => [item.fileName, item],
  ),
);

const INDEX_HTML =
  '<head><!--signed-in--><!--/signed-in-->' +
  '<script type="module" crossorigin src="/assets/index-hash.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-hash.js"></head>';

function pageHtml(html: string): string {
  const plugin = routeChunks([
    { name: 'boot', entry: true, roots: [] },
    { name: 'dom', everyPage: true, roots: ['react-dom/client.js'] },
    { name: 'layout', signedIn: true, roots: ['src/routes/AppLayout.tsx'] },
  ]);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { bundle } as unknown as IndexHtmlTransformContext;
  return handler.call({} as never, html, context) as string;
}

describe('routeChunks', () => {
  it("asks for the entry first, then every page's chunks, then a signed-in page's", () => {
    expect(pageHtml(INDEX_HTML)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-hash.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-hash.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dom-hash.js"><!--signed-in-->' +
        '<link rel="modulepreload" crossorigin href="/assets/layout-hash.js"><!--/signed-in--></head>',
    );
  });

  it('stops the build when the page has no entry script to move', () => {
    expect(() => pageHtml('<head><!--signed-in--><!--/signed-in--></head>')).toThrow(
      'index.html has no <script type="module" crossorigin src="/assets/index-hash.js"></script>',
    );
  });
});
