// Runs before each server test file, in the worker that runs it (vitest.config.ts).
import { testFile } from './testFile';

testFile.number += 1;
