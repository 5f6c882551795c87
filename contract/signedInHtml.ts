/**
 * Where index.html holds what only a signed-in page needs: the build puts the preload links of the signed-in
 * pages' code between the two marks (scripts/vite/routeChunks.ts), and the server drops them for a public page.
 */
export const SIGNED_IN_HTML = { start: '<!--signed-in-->', end: '<!--/signed-in-->' } as const;

/**
 * Within the signed-in part, the preload links of a record page's code (the edit screen and what it imports):
 * the server keeps them on a record's path only, so other pages do not fetch code they would not run.
 */
export const RECORD_PAGE_HTML = { start: '<!--record-page-->', end: '<!--/record-page-->' } as const;
