import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A contract test may run in the node environment (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
});
