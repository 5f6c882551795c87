import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'resources/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setupClient.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
