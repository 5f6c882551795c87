// What server tests build on, from one place.
export { buildTestApp } from './buildTestApp';
export { sharedTestApp } from './sharedTestApp';
export { testClient } from './testClient';
export { tokenFor } from './tokenFor';
