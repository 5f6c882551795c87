import { authorizationWalk } from './test/authorizationWalk';
import { sharedTestApp } from './test/testApp';

// The second half of the routes; authorizationWalk.test.ts walks the first, in another worker.
await authorizationWalk(await sharedTestApp(), 1, 2);
