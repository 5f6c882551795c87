import { authorizationWalk } from './test/authorizationWalk';
import { sharedTestApp } from './test/testApp';

// The first half of the routes; authorizationWalkSecondHalf.test.ts walks the rest, in another worker.
await authorizationWalk(await sharedTestApp(), 0, 2);
