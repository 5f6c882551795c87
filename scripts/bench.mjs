// `npm run bench`: builds the dashboard and prints the gzip size of the JavaScript two first visits download:
// the login page, and the first list page (/admin/accounts, signed in). A figure to watch, not a test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.DIST_DIR ?? 'dist';

const ROUTES = {
  'login page (/login)': ['src/pages/login/LoginPage.tsx'],
  'first list page (/admin/accounts)': ['src/layout/Layout.tsx', 'src/schema/views/ResourceListPage.tsx'],
};

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, DIST_DIR: DIST },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

// A chunk and everything it imports statically: what the browser fetches before the chunk can run.
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

// The chunks a route pulls in on top of the entry: its lazily imported modules, and what those import.
function routeChunks(sources) {
  const keys = new Set(withStaticImports(entryKey));
  for (const source of sources) {
    const owner = manifest[source] ? source : undefined;
    if (!owner) {
      console.warn(`  (no chunk for ${source}: not lazily loaded, or renamed)`);
      continue;
    }
    withStaticImports(owner, keys);
  }
  return keys;
}

const gzipSize = (keys) =>
  [...keys].reduce((total, key) => total + gzipSync(readFileSync(join(DIST, manifest[key].file))).length, 0);

console.log(`\nJavaScript downloaded on a first visit (gzip), build in ${DIST}/:`);
console.log(`  entry alone: ${(gzipSize(withStaticImports(entryKey)) / 1024).toFixed(1)} kB`);
for (const [name, sources] of Object.entries(ROUTES)) {
  const keys = routeChunks(sources);
  console.log(`  ${name}: ${(gzipSize(keys) / 1024).toFixed(1)} kB in ${keys.size} files`);
}
