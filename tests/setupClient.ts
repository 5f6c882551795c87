import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after this long: a busy machine renders slower, and a passing test never waits it out.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A contract test may run in the node environment (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
});
