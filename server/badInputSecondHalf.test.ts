import { badInputProperties } from './test/badInputProperties';
import { sharedTestApp } from './test/testApp';

// The second half of the routes; badInput.test.ts has the first, in another worker.
await badInputProperties(await sharedTestApp(), 1, 2);
