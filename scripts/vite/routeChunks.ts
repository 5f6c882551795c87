import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { SIGNED_IN_HTML } from '../../contract/signedInHtml';
import { pagePreloadFiles } from './pagePreloadFiles';
import { routeModules, type RouteGroup } from './routeModules';

export interface RouteChunk extends RouteGroup {
  /** Preloaded by a signed-in page's HTML, fetched beside the entry instead of after it ran. */
  signedIn?: boolean;
  /** Preloaded by every page's HTML. */
  everyPage?: boolean;
  /** Its modules go in the chunk of that earlier group, one file less to fetch (and to gzip apart). */
  into?: string;
}

// Our own build plugins write files (precompress) or would run this probe again.
const isOwn = (plugin: Plugin) => plugin.name.startsWith('wse:');

function plugins(options: PluginOption[] | undefined): Plugin[] {
  return (options ?? [])
    .flat(Infinity as 1)
    .filter((plugin): plugin is Plugin => !!plugin && 'name' in plugin);
}

function chunksOf(output: Awaited<ReturnType<typeof build>>): OutputChunk[] {
  return (Array.isArray(output) ? output : [output as RolldownOutput]).flatMap((one) =>
    one.output.filter((item): item is OutputChunk => item.type === 'chunk'),
  );
}

/** A kind of page whose HTML preloads its screen's code where the server keeps the part `mark` bounds. */
export interface PagePreload {
  mark: { start: string; end: string };
  /** The module of the page's lazily loaded screen. */
  root: string;
}

function insertBefore(html: string, end: string, links: string[]): string {
  if (!html.includes(end)) throw new Error(`index.html has no ${end} mark`);
  return html.replace(end, () => links.join('') + end);
}

/**
 * The entry's script tag and its imports' preload links, taken out of `html` to go ahead of the route chunks' links:
 * the browser compiles the files it fetches in the order it asks for them, two or three at a time, and the entry
 * (which sends the page's data request) waited behind React's DOM renderer, the app and the layout, ~250 ms on this
 * 2-core machine, where Vite puts it at the end of the head.
 */
function takeEntryTags(
  html: string,
  chunks: OutputChunk[],
  link: (fileName: string) => string,
  base: string,
): { html: string; tags: string[] } {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const script = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
  if (!html.includes(script)) throw new Error(`index.html has no ${script}`);
  const tags = [script, ...entry.imports.map(link)];
  return { html: tags.reduce((page, tag) => page.replace(tag, ''), html), tags };
}

/**
 * Builds the pages staff open first as one chunk each, in place of the many small chunks code splitting makes of
 * code shared by lazily loaded screens: the login page (with the app's start-up) in the entry, and one chunk per
 * group after it. Each chunk is a round trip fewer, and a signed-in page's HTML preloads its groups, so they are
 * fetched while the entry is parsed. A first build, not written, tells which modules each group's pages load.
 * Each of `pages` preloads its screen's files too (a record page: the edit screen), on its own kind of page only.
 *
 * @example
 * plugins: [routeChunks([{ name: 'boot', entry: true, roots: ['src/pages/login/LoginPage.tsx'] }])]
 */
export function routeChunks(groups: RouteChunk[], pages: PagePreload[] = []): Plugin {
  let base = '/';
  return {
    name: 'wse:route-chunks',
    apply: 'build',
    async config(config, { mode }) {
      const probe = await build({
        ...config,
        configFile: false,
        mode,
        logLevel: 'silent',
        plugins: plugins(config.plugins).filter((plugin) => !isOwn(plugin)),
        // Rolldown's own chunking (a chunk per set of entries loading it, none merged) tells exactly what a page loads.
        build: {
          ...config.build,
          write: false,
          sourcemap: false,
          manifest: false,
          rolldownOptions: { ...config.build?.rolldownOptions, output: { codeSplitting: true } },
        },
      });
      const modules = routeModules(chunksOf(probe), groups);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: groups
                  .filter(({ into }) => !into)
                  .map(({ name, apartFrom }, index) => {
                    const held = [
                      name,
                      ...groups.filter(({ into }) => into === name).map((group) => group.name),
                    ];
                    return {
                      name,
                      priority: 1000 - index,
                      test: (id: string) => held.some((group) => modules.get(group)!.has(id)),
                      // Its modules' imports that other screens share stay in the chunks shared with them.
                      ...(apartFrom ? { includeDependenciesRecursively: false } : {}),
                    };
                  }),
              },
            },
          },
        },
      };
    },
    configResolved(resolved: ResolvedConfig) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const link = (fileName: string) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`;
        const named = (which: (group: RouteChunk) => boolean | undefined) =>
          groups.filter(which).map(({ name }) => name);
        const linksOf = (names: string[]) =>
          names.map((name) => {
            const chunk = chunks.find((item) => item.name === name);
            if (!chunk) throw new Error(`Route chunk ${name} is not in the build`);
            return link(chunk.fileName);
          });
        const signedIn = named((group) => group.signedIn);
        const everyPage = named((group) => group.everyPage);
        const { html: rest, tags: entryTags } = takeEntryTags(html, chunks, link, base);
        return pages.reduce(
          (page, { mark, root }) =>
            insertBefore(
              page,
              mark.end,
              pagePreloadFiles(chunks, root, [...everyPage, ...signedIn]).map(link),
            ),
          insertBefore(
            insertBefore(rest, SIGNED_IN_HTML.start, [...entryTags, ...linksOf(everyPage)]),
            SIGNED_IN_HTML.end,
            linksOf(signedIn),
          ),
        );
      },
    },
  };
}
