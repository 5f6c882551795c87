import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

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
    closeBundle(error) {
      const outDir = resolve(config.root, config.build.outDir);
      // A failed build may have written nothing: its own error is the one to read, not this hook's.
      if (error || !existsSync(outDir)) return;
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      for (const file of files) {
        const raw = readFileSync(file);
        const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gzip = gzipSync(raw, { level: 9 });
        if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
