/** The id of the sidebar's search input, which Ctrl+K focuses. */
export const SEARCH_INPUT_ID = 'sidebar-search';
