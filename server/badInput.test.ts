import { badInputProperties } from './test/badInputProperties';
import { sharedTestApp } from './test/testApp';

// The first half of the routes; badInputSecondHalf.test.ts has the rest, in another worker.
await badInputProperties(await sharedTestApp(), 0, 2);
