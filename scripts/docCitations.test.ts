// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SCANNED = ['contract', 'src', 'resources', 'server', 'tests', 'scripts', 'docs'];
const ROOT_FILES = [
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
const SKIPPED = /(^|\/)(node_modules|dist[^/]*|data|migrations)\//;

function sourceFiles(): string[] {
  const nested = SCANNED.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  );
  return [...ROOT_FILES.filter((file) => existsSync(join(ROOT, file))), ...nested].filter(
    (file) => /\.(ts|tsx|js|mjs|md)$/.test(file) && !SKIPPED.test(file),
  );
}

/** The anchors GitHub gives a Markdown file's headings: lower case, spaces as '-', punctuation dropped. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of markdown.matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every `docs/<file>` or `docs/<file>#<anchor>` a file cites, and in docs/ its relative links. */
function citations(file: string, text: string): string[] {
  const cited = [...text.matchAll(/\bdocs\/([\w-]+\.md)(#[\w-]+)?/g)].map(
    ([, doc, anchor = '']) => `${doc}${anchor}`,
  );
  if (!file.startsWith('docs/')) return cited;
  const linked = [...text.matchAll(/\]\(([\w-]+\.md)?(#[\w-]+)?\)/g)].map(
    ([, doc = file.slice('docs/'.length), anchor = '']) => `${doc}${anchor}`,
  );
  return [...cited, ...linked];
}

describe('citations of docs/', () => {
  it('name documents in docs/ and headings they have', () => {
    const broken = sourceFiles().flatMap((file) =>
      citations(file, readFileSync(join(ROOT, file), 'utf8')).flatMap((citation) => {
        const [doc = '', anchor] = citation.split('#');
        const path = join(ROOT, 'docs', doc);
        if (!existsSync(path)) return [`${file}: docs/${citation} (no such document)`];
        if (anchor !== undefined && !anchorsOf(readFileSync(path, 'utf8')).has(anchor))
          return [`${file}: docs/${citation} (no such heading)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('cite no document outside the repo (the product spec, design and areas notes it was built from)', () => {
    const outside = /\b[Ss]pec ?§|\bDESIGN\b|\bAREAS\b|\b[Tt]he spec\b/;
    const citing = sourceFiles().filter(
      (file) =>
        file !== 'scripts/docCitations.test.ts' && outside.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(citing, 'cite docs/product.md or docs/architecture.md by section instead').toEqual([]);
  });

  it('finds the anchors GitHub makes of headings', () => {
    expect([
      ...anchorsOf('# A b\n## Roles and menu\n## Roles and menu\n### Masked fields: the roles\n'),
    ]).toEqual(['a-b', 'roles-and-menu', 'roles-and-menu-1', 'masked-fields-the-roles']);
  });
});
