import { afterEach } from 'vitest';

// A file that needs a DOM says `// @vitest-environment jsdom` on its first line; the others have no storage.
afterEach(() => {
  globalThis.localStorage?.clear();
});
