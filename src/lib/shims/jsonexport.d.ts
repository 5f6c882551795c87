// jsonexport ships no types; lazyJsonexport only passes its arguments through.
declare module 'jsonexport/dist/index' {
  const jsonExport: (...args: unknown[]) => unknown;
  export default jsonExport;
}
