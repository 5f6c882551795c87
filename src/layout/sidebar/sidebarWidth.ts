/** The sidebar's width, open and folded to its icons: react-admin's theme's (theme.sidebar), which ours keeps. */
export const sidebarWidth = { open: 240, closed: 50 } as const;
