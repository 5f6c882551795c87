import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/**
 * Writes a `.br` and a `.gz` beside each text file of the build, at the strongest settings, so the server sends
 * them as they are (@fastify/static `preCompressed`) instead of the raw files or compressing on every request.
 *
 * @example
 * export default defineConfig({ plugins: [react(), precompress()] });
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wse:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      for (const file of filesUnder(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const raw = readFileSync(join(outDir, file));
        const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gzip = gzipSync(raw, { level: 9 });
        if (brotli.length < raw.length) writeFileSync(join(outDir, `${file}.br`), brotli);
        if (gzip.length < raw.length) writeFileSync(join(outDir, `${file}.gz`), gzip);
      }
    },
  };
}
