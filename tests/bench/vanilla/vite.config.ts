import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../../scripts/vite/precompress';

// The baseline of docs/architecture.md#performance-budgets: a stock react-admin app built with the
// dashboard's own Vite and React plugin.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Served by the same reference server as the dashboard, so precompressed the same way.
  plugins: [react(), precompress()],
  build: { outDir: process.env.DIST_DIR ?? 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
