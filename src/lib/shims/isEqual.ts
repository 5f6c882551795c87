// lodash's isEqual, which react-admin uses to compare params, filters, records and form values, comes
// with ~25 internal modules (4 kB gzip of every page's first JS); dequal compares the same values (objects,
// arrays, dates, regular expressions, maps, sets, typed arrays) in a few hundred bytes.
export { dequal as default } from 'dequal';
