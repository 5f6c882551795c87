import type { Plugin } from 'vite';

/** Where index.html wants the app's entry script and its imports' preloads: before any other preload. */
export const ENTRY_MARK = '<!--entry-->';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` with the entry's `<script type="module">` and the preload links of the files it imports moved from where
 * Vite writes them (after every other preload in the head) to {@link ENTRY_MARK}. A browser asks for files in the
 * order of the page and 6 at a time, and parses scripts in the order they arrive: written last, the entry was asked
 * for once the route chunks had taken every connection, and parsed after all of them, so the app's start-up (which
 * asks for the first page's data and needs none of them) waited for every chunk of the page.
 *
 * @example
 * entryFirst(html, '/', 'assets/index-a1.js', ['assets/rolldown-runtime-b2.js']);
 */
export function entryFirst(html: string, base: string, entry: string, imports: readonly string[]): string {
  if (!html.includes(ENTRY_MARK)) throw new Error(`index.html has no ${ENTRY_MARK} mark`);
  const script = new RegExp(`<script type="module"[^>]*\\ssrc="${escaped(base + entry)}"[^>]*></script>\\s*`);
  const preload = (file: string) =>
    new RegExp(`<link rel="modulepreload"[^>]*\\shref="${escaped(base + file)}"[^>]*>\\s*`);
  const found = html.match(script);
  if (!found) throw new Error(`index.html has no script for the entry ${entry}`);
  const links = imports.map((file) => html.match(preload(file))?.[0].trim() ?? '');
  const without = imports.reduce((page, file) => page.replace(preload(file), ''), html.replace(script, ''));
  return without.replace(ENTRY_MARK, () => [found[0].trim(), ...links].join(''));
}

/**
 * Writes the entry's script and the preloads of its imports first in the built index.html ({@link entryFirst}).
 *
 * @example
 * plugins: [entryFirstPlugin()]
 */
export function entryFirstPlugin(): Plugin {
  let base = '/';
  return {
    name: 'wse:entry-first',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find((item) => item.type === 'chunk' && item.isEntry);
        if (!entry || entry.type !== 'chunk') return html;
        return entryFirst(html, base, entry.fileName, entry.imports);
      },
    },
  };
}
