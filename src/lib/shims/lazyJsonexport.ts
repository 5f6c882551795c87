/**
 * jsonexport as react-admin's default exporter calls it (`jsonExport(data, callback)`), fetched when it is first
 * called: the default exporter is imported by every list's controller, and the dashboard's lists export with their
 * own (csvExporter), so its 2.6 kB gzip no longer come with the first list page. It calls back once loaded, as the
 * library itself calls back; the other forms (a promise, the stream API) resolve to what the library returns.
 *
 * vite.config.ts puts this module in place of `jsonexport/dist/index.js`; the path below, without `.js`, is the
 * library's own file.
 */
export default function jsonExport(...args: unknown[]): Promise<unknown> {
  return import('jsonexport/dist/index').then((module) => module.default(...args));
}
