/**
 * Within the signed-in part, the preload links of the list screen's own code (what other screens do not share): the
 * server keeps them on a list's path only, so a custom page does not fetch code it would not run.
 */
export const LIST_PAGE_HTML = { start: '<!--list-page-->', end: '<!--/list-page-->' } as const;
