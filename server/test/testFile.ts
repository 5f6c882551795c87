/**
 * Which test file this worker runs: the server tests' setup file (setupServerTests) counts each one as it
 * starts, so what a worker shares between files can tell one file from the next.
 */
export const testFile = { number: 0 };
