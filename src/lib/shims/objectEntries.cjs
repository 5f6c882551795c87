// node-polyglot asks for the `object.entries` polyfill, which brings ~20 kB of ES5 shims into the first page;
// every browser we support has Object.entries.
module.exports = Object.entries;
