/**
 * Within the signed-in part, the preload links of a record page's code (the edit screen and what it imports):
 * the server keeps them on a record's path only, so other pages do not fetch code they would not run.
 */
export const RECORD_PAGE_HTML = { start: '<!--record-page-->', end: '<!--/record-page-->' } as const;
