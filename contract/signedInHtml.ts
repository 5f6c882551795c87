/**
 * Where index.html holds what only a signed-in page needs: the build puts the preload links of the signed-in
 * pages' code between the two marks (scripts/vite/routeChunks.ts), and the server drops them for a public page.
 */
export const SIGNED_IN_HTML = { start: '<!--signed-in-->', end: '<!--/signed-in-->' } as const;
