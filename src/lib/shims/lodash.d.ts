// lodash (react-admin's dependency, not ours) ships no types; lodashShims.test.ts compares the shims with its
// modules, typed there as the shim each stands for.
declare module 'lodash/*.js' {
  const lodashFunction: unknown;
  export default lodashFunction;
}
